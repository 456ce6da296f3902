import { errorCodeForStatus, type ErrorCode } from '@common/errors/error-codes';

/** better-auth's error codes that have a Podium code of their own; the rest go by status. */
const codeByAuthCode: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_EMAIL: 'invalid_email',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  EMAIL_ALREADY_VERIFIED: 'email_already_verified',
  PASSWORD_TOO_SHORT: 'invalid_input',
  PASSWORD_TOO_LONG: 'invalid_input',
  VALIDATION_ERROR: 'invalid_input',
  MISSING_FIELD: 'invalid_input',
  BODY_MUST_BE_AN_OBJECT: 'invalid_input',
  PROVIDER_NOT_FOUND: 'not_found',
};

/**
 * Podium's code for an error better-auth answered with its own `code`
 * (upper case, its vocabulary) and status. Its rare 5xx were always answered
 * as 400 and stay so: Podium's statuses do not change under clients.
 */
export function codeOfAuthError(status: number, authCode: string | undefined): ErrorCode {
  const known = authCode === undefined ? undefined : codeByAuthCode[authCode];
  if (known) return known;
  return status >= 400 && status < 500 ? errorCodeForStatus(status) : 'bad_request';
}
