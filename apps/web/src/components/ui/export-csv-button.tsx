import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { messageOf } from '../../lib/api-client.ts';
import { downloadFromApi } from '../../lib/download.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

/**
 * The Export CSV button of a list or a report (docs/decisions/027): downloads `path` (the call with its filters and
 * `format=csv`, every row rather than the page on screen) under the server's file name. `label` names what it
 * exports for screen readers.
 */
export function ExportCsvButton({
  path,
  fallbackName,
  label,
  text,
  failure,
  className,
}: {
  path: string;
  fallbackName: string;
  label: string;
  /** What the button says, where "Export CSV" alone would not tell which list it exports. */
  text?: string;
  /** The toast when the download fails without the server's word; the list's message unless given. */
  failure?: string;
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
          onError: (error) =>
            toast.error(messageOf(error, failure ?? t('Could not export the list. Please try again.'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {text ?? t('Export CSV')}
    </Button>
  );
}
