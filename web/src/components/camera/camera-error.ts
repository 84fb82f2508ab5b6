import { CAMERA_MESSAGES as M } from './camera-messages.js';

export type CameraProblem =
  /** Shown in the dialog, which stays open so the parent can read what to do. */
  | { kind: 'denied'; title: string; message: string }
  | { kind: 'unavailable'; title: string; message: string }
  /** Anything else: a notification, and the dialog closes. */
  | { kind: 'other'; title: string; message: string };

/** What a getUserMedia failure means for the parent (§8 camera wording). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') {
    return { kind: 'denied', title: M.permissionTitle, message: M.permissionDenied };
  }
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return { kind: 'unavailable', title: M.cameraErrorTitle, message: M.notAvailable };
  }
  return { kind: 'other', title: M.cameraErrorTitle, message: M.couldNotAccess };
}
