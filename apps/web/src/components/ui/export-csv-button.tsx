import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { messageOf } from '../../lib/api-client.ts';
import { downloadFromApi } from '../../lib/download.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

/**
 * A list's Export CSV button (docs/decisions/027): downloads `path` (the list's call with its filters and
 * `format=csv`, every row rather than the page on screen) under the server's file name. `label` names what it
 * exports for screen readers.
 */
export function ExportCsvButton({
  path,
  fallbackName,
  label,
  text,
  className,
}: {
  path: string;
  fallbackName: string;
  label: string;
  /** What the button says, where "Export CSV" alone would not tell which list it exports. */
  text?: string;
  className?: string;
}) {
  const t = useT();
  const exporting = useMutation({ mutationFn: () => downloadFromApi(path, fallbackName) });
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      isLoading={exporting.isPending}
      aria-label={label}
      onClick={() =>
        exporting.mutate(undefined, {
          onError: (error) => toast.error(messageOf(error, t('Could not export the list. Please try again.'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {text ?? t('Export CSV')}
    </Button>
  );
}
