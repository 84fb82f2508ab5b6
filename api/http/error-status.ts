import type { AppErrorCode } from '../../application/shared/app-error.js';

function assertUnreachable(x: never): never {
  throw new Error(`Unmapped error code: ${String(x)}`);
}

/** The one map from an application error code to an HTTP status. */
export function statusForCode(code: AppErrorCode): number {
  switch (code) {
    case 'validation_failed':
    case 'invalid_credentials':
    case 'bad_request':
      return 400;
    case 'unauthorized':
      return 401;
    case 'payment_required':
      return 402;
    case 'forbidden':
    case 'forbidden_role':
    case 'invitation_email_mismatch':
      return 403;
    case 'not_found':
    case 'share_link_not_found':
      return 404;
    case 'share_link_expired':
    case 'share_link_revoked':
      return 410;
    case 'conflict':
    case 'limit_reached':
    case 'invitation_used':
    case 'already_in_household':
      return 409;
    case 'invitation_expired':
    case 'invitation_revoked':
      return 410;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'user_already_exists':
    case 'weak_password':
    case 'unprocessable':
      return 422;
    case 'rate_limited':
      return 429;
    case 'upstream_failed':
      return 502;
    case 'service_unavailable':
      return 503;
    case 'ai_timeout':
      return 504;
    default:
      return assertUnreachable(code);
  }
}
