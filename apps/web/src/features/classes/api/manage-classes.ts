import {
  API,
  apiPath,
  type ClassScheduleRequest,
  type ClassTypeForm,
  type ClassUpdateRequest,
  classRosterSchema,
  classScheduleCreatedSchema,
  classScheduleDryRunSchema,
  classSessionSchema,
  classTypeSchema,
} from '@gym/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { classKeys } from '../../../lib/query-keys/classes.ts';

/** `POST /api/classes/schedule?dryRun=true`: how many classes a series would make and what stands in their way. */
export const checkSchedule = (body: ClassScheduleRequest) =>
  api.post(`${API.classes.schedule}?dryRun=true`, body, classScheduleDryRunSchema);

/** `POST /api/classes/schedule`: saves the series and its classes. */
export const saveSchedule = (body: ClassScheduleRequest) =>
  api.post(API.classes.schedule, body, classScheduleCreatedSchema);

/** `POST /api/classes/types`. */
export const createClassType = (body: ClassTypeForm) => api.post(API.classes.types, body, classTypeSchema);

/** `PUT /api/classes/{id}`: one date's time, trainer, room or capacity. */
export const updateClass = ({ id, ...body }: ClassUpdateRequest & { id: number }) =>
  api.put(apiPath(API.classes.one, { id }), body, classSessionSchema);

/** `POST /api/classes/{id}/cancel`. */
export const cancelClass = (id: number) => api.post(apiPath(API.classes.cancel, { id }), {}, classSessionSchema);

/** `GET /api/classes/{id}/roster`. */
export const getRoster = (id: number, signal?: AbortSignal) =>
  api.get(apiPath(API.classes.roster, { id }), classRosterSchema, signal);

export const useRoster = (id: number | undefined) =>
  useQuery({
    queryKey: classKeys.roster(id ?? 0),
    queryFn: ({ signal }) => getRoster(id as number, signal),
    enabled: id !== undefined,
  });

/** Every write here changes the timetable (and perhaps the types): refresh everything about classes. */
export function useClassAdmin() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: classKeys.all });
  return {
    check: useMutation({ mutationFn: checkSchedule }),
    save: useMutation({ mutationFn: saveSchedule, onSuccess }),
    createType: useMutation({ mutationFn: createClassType, onSuccess }),
    update: useMutation({ mutationFn: updateClass, onSuccess }),
    cancel: useMutation({ mutationFn: cancelClass, onSuccess }),
  };
}
