import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function DeleteButton({
  onConfirm = () => {},
  pending = false,
  variant = 'danger',
}: {
  onConfirm?: () => void;
  pending?: boolean;
  variant?: 'primary' | 'danger';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete subscription
      </button>
      <ConfirmDialog
        open={open}
        title="Delete subscription"
        message="Are you sure you want to delete this subscription?"
        confirmLabel="Delete"
        variant={variant}
        pending={pending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>Premium Quarterly, Jane Doe</p>
      </ConfirmDialog>
    </>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete subscription' }));
  return screen.getByRole('dialog', { name: 'Delete subscription' });
};

describe('ConfirmDialog', () => {
  it('asks with a title, the message and what it is about, starting on Cancel for a danger', async () => {
    render(<DeleteButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this subscription?');
    expect(within(dialog).getByText('Premium Quarterly, Jane Doe')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('bg-red-700');
  });

  it('starts on the confirm button when the action is not a danger', async () => {
    render(<DeleteButton variant="primary" />);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('bg-accent');
  });

  it('confirms, and stays open until the screen closes it', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancels without confirming, and gives focus back to the button that opened it', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete subscription' })).toHaveFocus();
  });

  it('gives focus back when its screen removes it while open', async () => {
    function Removable() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete subscription
          </button>
          {open && (
            <ConfirmDialog
              open
              title="Delete subscription"
              confirmLabel="Delete"
              onConfirm={() => setOpen(false)}
              onCancel={() => {}}
            />
          )}
        </>
      );
    }
    render(<Removable />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete subscription' })).toHaveFocus();
  });

  it('while pending, spins and lets nothing else be pressed, Escape included', async () => {
    render(<DeleteButton pending />);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    // Escape is the dialog's cancel event: refused while the action is on its way.
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
  });

  it('lets Escape cancel otherwise', async () => {
    render(<DeleteButton />);
    const dialog = await openDialog();
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(true);
  });
});
