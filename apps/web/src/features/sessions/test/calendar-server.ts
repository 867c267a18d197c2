import type { SessionUpdate, TrainingSession } from '@gym/contract';
import type { MockRequest } from '../../../test/utils.tsx';

/** The query parameters of a request (`from`, `to`). */
export const queryOf = (request: MockRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

type Answer = { status?: number; body?: unknown };
type Handler = (request: MockRequest) => Answer;

/**
 * The sessions API as the calendars use it, over a list it keeps: the ranged lists answer the sessions on the
 * asked days (`date` is the gym's day, as the server sends it), the day counts count them, and an edit (or an attendance tick) changes
 * the list, so the refetch after a save sees the saved session, as it would on the real server. `refuse` answers an
 * edit instead, when it says so.
 */
export function calendarServer(
  initial: TrainingSession[],
  {
    refuse,
    trainerUserIds = {},
  }: {
    refuse?: (id: number, body: SessionUpdate) => Answer | undefined;
    /** Trainer id → their user id, for `GET /api/trainer/{userId}/sessions`. */
    trainerUserIds?: Record<number, number>;
  } = {},
) {
  let sessions = [...initial];
  const inRange = (request: MockRequest, list: TrainingSession[]) => {
    const { from = '0000-00-00', to = '9999-99-99' } = queryOf(request);
    return list.filter((s) => s.date >= from && s.date <= to);
  };
  const perDay = (list: TrainingSession[]) => {
    const counts = new Map<string, number>();
    for (const s of [...list].sort((a, b) => a.date.localeCompare(b.date)))
      counts.set(s.date, (counts.get(s.date) ?? 0) + 1);
    return [...counts].map(([date, count]) => ({ date, count }));
  };
  const routes: Record<string, Handler> = {
    'GET /api/trainingsession': (request) => ({ body: inRange(request, sessions) }),
    'GET /api/trainingsession/days': (request) => ({ body: perDay(inRange(request, sessions)) }),
  };
  for (const [trainerId, userId] of Object.entries(trainerUserIds)) {
    const theirs = () => sessions.filter((s) => s.trainerId === Number(trainerId));
    routes[`GET /api/trainer/${userId}/sessions`] = (request) => ({ body: inRange(request, theirs()) });
    routes[`GET /api/trainer/${userId}/sessions/days`] = (request) => ({ body: perDay(inRange(request, theirs())) });
  }
  for (const { id } of initial)
    routes[`PUT /api/trainingsession/${id}`] = (request) => {
      const body = request.body as SessionUpdate;
      const refusal = refuse?.(id, body);
      if (refusal) return refusal;
      // As the server: a field left out stays as it is.
      sessions = sessions.map((s) => (s.id === id ? { ...s, ...body } : s));
      return { body: sessions.find((s) => s.id === id) };
    };
  for (const { id } of initial)
    routes[`PUT /api/trainingsession/${id}/attendance`] = (request) => {
      const body = request.body as { attendanceStatus: boolean };
      const refusal = refuse?.(id, body);
      if (refusal) return refusal;
      sessions = sessions.map((s) => (s.id === id ? { ...s, attendanceStatus: body.attendanceStatus } : s));
      return { body: sessions.find((s) => s.id === id) };
    };
  return { routes, current: () => sessions };
}
