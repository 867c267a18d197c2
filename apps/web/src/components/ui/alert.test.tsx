import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('interrupts screen readers for an error only', () => {
    render(<Alert tone="error">Could not register training session</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not register training session');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['info', 'success', 'warning'] as const)('announces %s politely, as a status', (tone) => {
    render(<Alert tone={tone}>Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an information by default, with an optional title and an action', () => {
    render(
      <Alert title="Auto-renew is on" action={<a href="/dashboard/user">Open</a>}>
        The plan renews on Apr 05, 2025.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Auto-renew is onThe plan renews on Apr 05, 2025.Open');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/dashboard/user');
  });

  it('tells the tones apart by more than colour: each has its own icon', () => {
    const { container, rerender } = render(<Alert tone="error">x</Alert>);
    const icon = () => container.querySelector('svg')?.getAttribute('class');
    const error = icon();
    rerender(<Alert tone="success">x</Alert>);
    expect(icon()).not.toBe(error);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
