import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteButton } from './delete-button.tsx';

describe('DeleteButton', () => {
  it('shows Delete in red and says which thing goes to those who hear it', async () => {
    const onClick = vi.fn();
    render(<DeleteButton what="Jane Doe" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete Jane Doe' });
    expect(button).toHaveClass('text-red-700');
    // Red, not the quiet grey of the other ghost buttons beside it, which would win over it in the stylesheet.
    expect(button).not.toHaveClass('text-zinc-700');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes its own words where the screen says more than Delete', () => {
    render(<DeleteButton label="Delete plan" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Delete plan' })).toBeInTheDocument();
  });
});
