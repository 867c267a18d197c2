import { LANDING_API, type PublicTrainer } from '@gym/contract';
import { api, TRUSTED } from '../../../lib/api-client.ts';
import { type PlainRead, usePlainRead } from '../../../lib/use-plain-read.ts';

export type PublicTrainers = PlainRead<PublicTrainer[]>;

const getPublicTrainers = (signal: AbortSignal) => api.get<PublicTrainer[]>(LANDING_API.trainers, TRUSTED, signal);

/**
 * The gym's trainers as the landing page shows them, read when the page mounts and on `refetch`: fresh on every
 * visit, so a trainer the admin adds shows at once. A trusted read (no zod on the landing page:
 * docs/decisions/015-landing-javascript.md); the server checked the answer against `publicTrainerSchema`.
 */
export const usePublicTrainers = () => usePlainRead(getPublicTrainers);
