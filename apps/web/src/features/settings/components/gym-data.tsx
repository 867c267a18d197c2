import { API } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { downloadFromApi } from '../../../lib/download.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useImportGymData } from '../api/import-gym-data.ts';

/**
 * The gym's data (docs/decisions/040): everything as one archive to keep or to move, and the other way, an
 * archive from another installation loaded into this one while it has no members yet.
 */
export function GymData() {
  useT();
  const headingId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const exporting = useMutation({ mutationFn: () => downloadFromApi(API.dataExport, 'gym-export.zip') });
  const importing = useImportGymData();

  const runImport = () => {
    if (!file) return;
    importing.mutate(file, {
      onError: (error) => {
        setConfirming(false);
        toast.error(messageOf(error, t('The import did not finish. Please try again.')));
      },
    });
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="grid gap-5">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-zinc-950">
            {t("The gym's data")}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            {t(
              'Everything the gym keeps, as spreadsheet files in one .zip archive: members, plans, payments, sessions, classes, check-ins and the audit trail. Passwords and private links stay here.',
            )}
          </p>
        </div>
        <div>
          <Button
            variant="outline"
            isLoading={exporting.isPending}
            onClick={() =>
              exporting.mutate(undefined, {
                onError: (error) => toast.error(messageOf(error, t('Could not export the data. Please try again.'))),
              })
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('Export everything')}
          </Button>
        </div>
        <div className="grid gap-3 border-t border-zinc-200 pt-5">
          <h3 className="font-semibold text-zinc-950">{t('Import from another installation')}</h3>
          <p className="text-sm text-zinc-600">
            {t(
              'Moving here? Load the archive the other installation exported. This works only while this installation has no members, and replaces its plans, rooms and settings. People sign in with Forgot password, which e-mails them a code to choose a new one.',
            )}
          </p>
          <div className="grid gap-3 sm:flex sm:items-end">
            <div className="grid gap-1.5">
              <label id={`${fileId}-label`} htmlFor={fileId} className="text-sm font-medium text-zinc-900">
                {t('Archive (.zip)')}
              </label>
              <FilePicker
                id={fileId}
                labelledBy={`${fileId}-label`}
                accept=".zip,application/zip"
                fileName={file?.name ?? null}
                onChoose={(chosen) => setFile(chosen ?? null)}
              />
            </div>
            <Button variant="outline" disabled={!file} onClick={() => setConfirming(true)}>
              <Upload aria-hidden="true" className="size-4" />
              {t('Import')}
            </Button>
          </div>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('Import this archive?')}
        message={t(
          'Everything this installation holds is replaced by the archive, and you sign in again afterwards. This cannot be undone.',
        )}
        confirmLabel={t('Import')}
        variant="danger"
        pending={importing.isPending}
        onConfirm={runImport}
        onCancel={() => setConfirming(false)}
      >
        {file && <p className="text-sm font-medium text-zinc-900">{file.name}</p>}
      </ConfirmDialog>
    </Card>
  );
}
