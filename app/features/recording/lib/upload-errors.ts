import { TOASTS } from '@common/constants';

/** How an upload failed; the upload (XMLHttpRequest) rejects with this. */
export class UploadError extends Error {
  readonly kind: 'http' | 'network' | 'timeout';
  readonly status: number | undefined;
  /** Parsed JSON body (the server's `{status, message, isRateLimit?}`) or raw text. */
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

function failure(description: string, title = 'Upload Failed'): UploadFailureToast {
  return { title, description, duration: TOASTS.uploadFailureMs, withActions: true };
}

function getBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof UploadError)) return null;
  return typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : null;
}

/** The upload failure toasts of spec 8, in the spec's order of precedence. */
export function getUploadFailureToast(error: unknown): UploadFailureToast {
  const body = getBody(error);
  if (body && body.status === 429 && body.isRateLimit === true) {
    const message = typeof body.message === 'string' && body.message !== '' ? body.message : null;
    return {
      title: 'Guest Limit Reached',
      description: message ?? GUEST_LIMIT_DEFAULT,
      duration: TOASTS.guestLimitMs,
      withActions: false,
    };
  }

  if (!(error instanceof Error)) {
    return failure('There was an error uploading your recording.');
  }

  const status = error instanceof UploadError ? error.status : undefined;
  const kind = error instanceof UploadError ? error.kind : undefined;
  const text = error.message.toLowerCase();

  if (kind === 'network' || text.includes('network') || text.includes('connection')) {
    return failure('Network connection issue. Check your internet and try again.');
  }
  if (kind === 'timeout' || text.includes('timeout') || text.includes('timed out')) {
    return failure(
      'Request timed out. Your recording may be too large or your connection is slow.',
    );
  }
  if (status === 413 || text.includes('payload too large')) {
    return failure('Recording is too large. Try keeping your speech under 10 minutes.');
  }
  if (status === 401 || text.includes('unauthorized')) {
    return failure('Your session has expired. Please refresh the page and try again.');
  }
  if (status === 429 || text.includes('too many requests')) {
    return failure(
      "You've reached the guest usage limit for speech recordings. Please try again later or create an account for unlimited access.",
      'Usage Limit Reached',
    );
  }
  if (status === 500) {
    return failure(
      'Server error occurred while processing your recording. Our team has been notified.',
    );
  }
  if (error.message !== '') return failure(`Error: ${error.message}`);
  return failure('There was a problem with your upload.');
}
