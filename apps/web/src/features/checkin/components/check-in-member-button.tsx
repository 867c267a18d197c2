import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DoorOpen } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { checkinKeys } from '../../../lib/query-keys/checkins.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { postCheckin, refusalOf } from '../api/check-in.ts';

/** Checks the member in from their page (the desk's rules apply; a refusal says why). */
export function CheckInMemberButton({ memberId, memberName }: { memberId: number; memberName: string }) {
  useT();
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    mutationFn: () => postCheckin({ userId: memberId }),
    onSuccess: () => {
      toast.success(t('{name} is checked in.', { name: memberName }), STAFF_AREA_TOAST);
      return Promise.all(
        [checkinKeys.all, userKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      const refused = refusalOf(error);
      toast.error(
        translateMessage(refused?.message ?? messageOf(error, t('The check-in did not go through.'))),
        STAFF_AREA_TOAST,
      );
    },
  });
  return (
    <Button variant="outline" isLoading={checkIn.isPending} onClick={() => checkIn.mutate()}>
      <DoorOpen aria-hidden="true" className="size-4" />
      {t('Check in')}
    </Button>
  );
}
