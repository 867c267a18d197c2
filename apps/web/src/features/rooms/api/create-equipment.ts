import { API, type EquipmentCreate, type EquipmentSaved, equipmentSavedSchema } from '@gym/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { equipmentKeys, maintenanceKeys } from '../../../lib/query-keys/equipment.ts';

/**
 * `POST /api/Equipment` (admin, staff): the item, and `maintenanceNotified` when it was saved Broken (a maintenance
 * event was opened and the maintenance team e-mailed).
 */
export const createEquipment = (body: EquipmentCreate) => api.post(API.equipment.list, body, equipmentSavedSchema);

/** A saved item changes its room's list and, saved Broken or Active again, the maintenance log. */
export const afterEquipmentSaved = (queryClient: QueryClient, saved: EquipmentSaved) =>
  Promise.all(
    [equipmentKeys.room(saved.roomId), maintenanceKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export const useCreateEquipment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEquipment, onSuccess: (saved) => afterEquipmentSaved(queryClient, saved) });
};
