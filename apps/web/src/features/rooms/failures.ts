import { EQUIPMENT_MESSAGES, ROOM_MESSAGES } from '@gym/contract';
import { ApiError } from '../../lib/api-client.ts';

/*
 * Spec §8's failure texts, told apart as elsewhere in the app: the server refused ('Failed…', or its own reason
 * where the spec prefers it), or could not be reached at all ('Error…').
 */

/** A room's edit: the server's reason when it gave one, 'Failed to update room' when not, 'Error updating room' offline. */
export const roomUpdateFailure = (error: unknown) =>
  error instanceof ApiError ? error.message.trim() || ROOM_MESSAGES.updateFailed : ROOM_MESSAGES.updateError;

/** An item's edit: 'Failed to update equipment' when refused, 'Error updating equipment' when unreachable. */
export const equipmentUpdateFailure = (error: unknown) =>
  error instanceof ApiError ? EQUIPMENT_MESSAGES.updateFailed : EQUIPMENT_MESSAGES.updateError;

/**
 * What a dialog shows above its fields after a failed save: nothing when the server marked fields (the fields say
 * it), its reason when it gave one that belongs to no field (the room has gone), otherwise the toast's text.
 */
export function dialogFailure(error: unknown, toastText: string): string | null {
  if (!(error instanceof ApiError)) return toastText;
  if (error.errors) return null;
  return error.message.trim() || toastText;
}
