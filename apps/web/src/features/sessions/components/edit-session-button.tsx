import { Lock, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { EditSessionProps } from './edit-session.ts';

// The dialog and its form library come when the button is about to be used, not with the screen that shows it: the
// trainer's home paints without them (docs/decisions/041-homes-first-paint.md, "Since").
const loadDialog = () => import('./edit-session-dialog.tsx');
const EditSessionDialog = lazy(() => loadDialog().then((module) => ({ default: module.EditSessionDialog })));

/** The Edit Session button of a session card (spec §2) for admin and staff; Private note for its trainer. */
export function EditSessionButton(props: EditSessionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { session, timeZone, editor = 'desk' } = props;
  const preload = () => void loadDialog();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {editor === 'desk' ? (
          <Pencil aria-hidden="true" className="size-4" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {editor === 'desk' ? t('Edit Session') : t('Private note')}{' '}
        <span className="sr-only">
          {t('of {name} at {time}', { name: session.userName, time: formatTime(session.startTime, timeZone) })}
        </span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EditSessionDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
