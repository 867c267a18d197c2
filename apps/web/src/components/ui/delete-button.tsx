import { Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

type DeleteButtonProps = Omit<ComponentProps<typeof Button>, 'variant' | 'children'> & {
  /** What the button shows; "Delete" unless the screen says more. */
  label?: string;
  /** Which thing goes, for those who hear the button away from its row or card ("Delete" + " Jane Doe"). */
  what?: ReactNode;
};

/**
 * The quiet red Delete that opens a confirmation. It only asks: the confirming dialog's button does the deleting
 * (ConfirmDialog's danger button).
 */
export function DeleteButton({ label, what, size = 'sm', ...props }: DeleteButtonProps) {
  const t = useT();
  return (
    <Button variant="dangerGhost" size={size} {...props}>
      <Trash2 aria-hidden="true" className="size-4" />
      {label ?? t('Delete')}
      {/* The space outside the hidden text: a space at the start of an element is dropped from the button's name. */}
      {what !== undefined && (
        <>
          {' '}
          <span className="sr-only">{what}</span>
        </>
      )}
    </Button>
  );
}
