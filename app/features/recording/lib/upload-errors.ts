import { TOASTS } from '@common/constants';
import { errorCodeOf, type ErrorCode } from '@common/errors/error-codes';

/** How an upload failed; the upload (XMLHttpRequest) rejects with this. */
export class UploadError extends Error {
  readonly kind: 'http' | 'network' | 'timeout';
  readonly status: number | undefined;
  /** Parsed JSON body (the server's `{status, message, code, isRateLimit?}`) or raw text. */
  readonly body: unknown;

  constructor(
    kind: UploadError['kind'],
    message: string,
    options: { status?: number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
  }
}

export interface UploadFailureToast {
  title: string;
  description: string;
  duration: number;
  /** Try Again and Cancel buttons. */
  withActions: boolean;
}

const GUEST_LIMIT_DEFAULT =
  "You've reached the guest usage limit. Please try again later or create an account for unlimited access.";
const NETWORK = 'Network connection issue. Check your internet and try again.';
const TIMEOUT = 'Request timed out. Your recording may be too large or your connection is slow.';
const TOO_LARGE = 'Recording is too large. Try keeping your speech under 10 minutes.';
const SESSION_EXPIRED = 'Your session has expired. Please refresh the page and try again.';
const USAGE_LIMIT =
  "You've reached the guest usage limit for speech recordings. Please try again later or create an account for unlimited access.";
const SERVER_ERROR =
  'Server error occurred while processing your recording. Our team has been notified.';

function failure(description: string, title = 'Upload Failed'): UploadFailureToast {
  return { title, description, duration: TOASTS.uploadFailureMs, withActions: true };
}

function getBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof UploadError)) return null;
  return typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : null;
}

function guestLimitToast(body: Record<string, unknown>): UploadFailureToast {
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : null;
  return {
    title: 'Guest Limit Reached',
    description: message ?? GUEST_LIMIT_DEFAULT,
    duration: TOASTS.guestLimitMs,
    withActions: false,
  };
}

function otherFailure(error: Error): UploadFailureToast {
  if (error.message !== '') return failure(`Error: ${error.message}`);
  return failure('There was a problem with your upload.');
}

/** A server that names its error: the toast follows the code, whatever the words say. */
function toastForCode(code: ErrorCode, error: Error): UploadFailureToast {
  switch (code) {
    case 'payload_too_large':
      return failure(TOO_LARGE);
    case 'unauthorized':
      return failure(SESSION_EXPIRED);
    case 'rate_limited':
      return failure(USAGE_LIMIT, 'Usage Limit Reached');
    case 'internal':
      return failure(SERVER_ERROR);
    default:
      return otherFailure(error);
  }
}

/** The server refused the upload because the guest has used their recordings (spec 6). */
export function isGuestLimitRefusal(error: unknown): boolean {
  const body = getBody(error);
  if (!body) return false;
  const code = errorCodeOf(body);
  if (code !== undefined) return code === 'guest_limit';
  return body.status === 429 && body.isRateLimit === true;
}

/**
 * The upload failure toasts of spec 8, in the spec's order of precedence. The
 * body's `code` decides; the spec's status and message patterns are the
 * fallback for a server that sends no code.
 */
export function getUploadFailureToast(error: unknown): UploadFailureToast {
  const body = getBody(error);
  const code = errorCodeOf(body);
  if (body && isGuestLimitRefusal(error)) return guestLimitToast(body);

  if (!(error instanceof Error)) {
    return failure('There was an error uploading your recording.');
  }

  const kind = error instanceof UploadError ? error.kind : undefined;
  if (kind === 'network') return failure(NETWORK);
  if (kind === 'timeout') return failure(TIMEOUT);
  if (code) return toastForCode(code, error);

  const status = error instanceof UploadError ? error.status : undefined;
  const text = error.message.toLowerCase();
  if (text.includes('network') || text.includes('connection')) return failure(NETWORK);
  if (text.includes('timeout') || text.includes('timed out')) return failure(TIMEOUT);
  if (status === 413 || text.includes('payload too large')) return failure(TOO_LARGE);
  if (status === 401 || text.includes('unauthorized')) return failure(SESSION_EXPIRED);
  if (status === 429 || text.includes('too many requests')) {
    return failure(USAGE_LIMIT, 'Usage Limit Reached');
  }
  if (status === 500) return failure(SERVER_ERROR);
  return otherFailure(error);
}
