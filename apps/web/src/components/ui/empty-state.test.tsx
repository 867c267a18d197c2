import { render, screen } from '@testing-library/react';
import { Ticket } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it("shows the screen's text, a line on what to do and a way forward", () => {
    const { container } = render(
      <EmptyState
        icon={Ticket}
        title="You don't have any active subscriptions."
        text="Pick a plan to start."
        action={<a href="/#plans">Browse plans</a>}
      />,
    );
    expect(screen.getByText("You don't have any active subscriptions.")).toBeInTheDocument();
    expect(screen.getByText('Pick a plan to start.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/#plans');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('needs only an icon and a title', () => {
    const { container } = render(<EmptyState icon={Ticket} title="No training history available." />);
    expect(container).toHaveTextContent(/^No training history available\.$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
