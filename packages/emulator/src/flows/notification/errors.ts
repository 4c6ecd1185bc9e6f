import { apiError } from '../../errors.js';

/** An `API_NOTIFICATION` error answer. */
export function notificationError(
  status: number,
  errorId: number,
  message: string,
  parameter?: [string, string],
): Response {
  return apiError('API_NOTIFICATION', status, errorId, message, parameter ? { parameter } : {});
}

/** 409 195003: no `/config` (alert e-mail) yet. */
export const configMissing = (): Response =>
  notificationError(409, 195003, 'Please provide configurations required for notifications. Refer to /config');

/** 404 195013. */
export const unknownSubscription = (id: string): Response =>
  notificationError(404, 195013, 'Invalid subscription Id.', ['subscription_id', id]);

/** 404 195022. */
export const unknownDestination = (id: string): Response =>
  notificationError(404, 195022, 'Invalid or missing destination id.', ['destination_id', id]);
