import type { CreatableRole } from '@gym/contract';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { t, useT } from '../../../lib/i18n.ts';

// The dialog, its form library and the phone numbers' rules come when the button is about to be used, not with the
// screen that shows it: the admin's home paints without them (docs/decisions/041-homes-first-paint.md, "Since").
const loadDialog = () => import('./add-staff-dialog.tsx');
const AddStaffDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddStaffDialog })));

/** A button that opens Add New Staff on `newRole` (the Trainers screens' 'Add trainer' opens it on Trainer). */
export function AddStaffButton({ label, newRole = 'staff' }: { label?: string; newRole?: CreatableRole }) {
  useT();
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <UserPlus aria-hidden="true" className="size-4" />
        {label ?? t('Add staff')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddStaffDialog open onClose={() => setOpen(false)} newRole={newRole} />
        </Suspense>
      )}
    </>
  );
}
