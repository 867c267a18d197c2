import { useParams } from 'react-router';
import { ExerciseDetails } from '../../../features/exercises/components/exercise-details.tsx';

/** `/exercise/:exerciseId` (spec §2), open to everyone. */
export default function ExerciseRoute() {
  const { exerciseId } = useParams();
  return <ExerciseDetails idParam={exerciseId} />;
}
