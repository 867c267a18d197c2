import { todayIn } from '@gym/contract';
import { useGymTimeZone } from '../../lib/gym.ts';

/** Today (YYYY-MM-DD) in the gym's time zone, whatever the browser's zone is; undefined while it loads. */
export function useGymToday(): string | undefined {
  const timeZone = useGymTimeZone();
  return timeZone === undefined ? undefined : todayIn(timeZone);
}
