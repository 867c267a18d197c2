import { API, type ImportResult, importResultSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '../../../lib/api/post-file.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { t } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';

/** `POST /api/import` (admin): another installation's export, loaded into this one (docs/decisions/040). */
export const importGymData = async (file: File): Promise<ImportResult> =>
  importResultSchema.parse(await postFile(API.dataImport, file, t('The import did not finish. Please try again.')));

/**
 * Loads the archive. Everything this installation showed is now another gym's, and the admin's sign-in has ended
 * with the import: the cache goes, and so does the stored sign-in, which takes them to the login page (the screen
 * that asked is gone by then, so the toast is said here).
 */
export function useImportGymData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGymData,
    onSuccess: (result) => {
      const accounts = result.tables.find((table) => table.name === 'users')?.rows ?? 0;
      // Read on the login page: longer than a toast's usual two seconds.
      notify.success(
        t('The archive is in: {accounts} accounts. Sign in again with your e-mail and password.', { accounts }),
        { duration: 10_000 },
      );
      queryClient.clear();
      authStore.clear();
    },
  });
}
