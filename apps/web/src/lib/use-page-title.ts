import { useEffect } from 'react';
import { useGymName } from './gym.ts';

/** Sets `<title>` to "Page · Gym name", or the gym name alone for the home page. */
export function usePageTitle(title?: string) {
  const gymName = useGymName();
  useEffect(() => {
    document.title = title ? `${title} · ${gymName}` : gymName;
  }, [title, gymName]);
}
