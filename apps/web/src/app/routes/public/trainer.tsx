import { SAMPLE_TRAINERS } from '@gym/contract';
import { useParams } from 'react-router';
import { TrainerProfile } from '../../../features/showcase/components/trainer-profile.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import NotFoundRoute from './not-found.tsx';

/** /trainer/:trainerId: the static pages of the four sample trainers; any other id is not found (spec §2). */
export default function TrainerRoute() {
  const { trainerId } = useParams();
  // An exact match, so "01" or "1abc" are not found rather than quietly showing trainer 1.
  const trainer = SAMPLE_TRAINERS.find((t) => String(t.id) === trainerId);
  if (!trainer) return <NotFoundRoute />;
  return <TrainerPage trainer={trainer} />;
}

function TrainerPage({ trainer }: { trainer: (typeof SAMPLE_TRAINERS)[number] }) {
  usePageTitle(trainer.name);
  return <TrainerProfile trainer={trainer} />;
}
