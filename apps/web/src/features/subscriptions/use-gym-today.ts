import { todayIn } from '@gym/contract';
import { useGymInfo } from '../../lib/gym.ts';

/** The server's default zone, used only when the gym's settings cannot be read. */
const FALLBACK_TIME_ZONE = 'UTC';

/** Today (YYYY-MM-DD) in the gym's time zone, whatever the browser's zone is; undefined while it loads. */
export function useGymToday(): string | undefined {
  const gym = useGymInfo();
  const timeZone = gym.data?.timeZone ?? (gym.isError ? FALLBACK_TIME_ZONE : undefined);
  return timeZone === undefined ? undefined : todayIn(timeZone);
}
