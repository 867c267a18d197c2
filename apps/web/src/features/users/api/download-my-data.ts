import { API, apiPath } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFromApi } from '../../../lib/download.ts';

/** `GET /api/users/{id}/export`: the member's own data as one JSON file, under the server's file name. */
export const downloadMyData = (userId: number): Promise<void> =>
  downloadFromApi(apiPath(API.users.export, { id: userId }), 'my-data.json');

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
