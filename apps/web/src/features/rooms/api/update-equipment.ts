import { API, apiPath, type EquipmentUpdate, equipmentSavedSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { afterEquipmentSaved } from './create-equipment.ts';

export type UpdateEquipmentVariables = { id: number; body: EquipmentUpdate };

/**
 * `PUT /api/Equipment/{id}` (admin, staff), every field but the room: saved Broken when it was not opens a
 * maintenance event (`maintenanceNotified`), saved Active again closes it.
 */
export const updateEquipment = ({ id, body }: UpdateEquipmentVariables) =>
  api.put(apiPath(API.equipment.one, { id }), body, equipmentSavedSchema);

export const useUpdateEquipment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEquipment, onSuccess: (saved) => afterEquipmentSaved(queryClient, saved) });
};
