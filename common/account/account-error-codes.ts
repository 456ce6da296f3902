// No zod here: the client imports these codes and should not pay for the schemas.

/** Error codes the account routes put beside `message`, so the client can pick the spec's text. */
export const ACCOUNT_ERROR_CODES = {
  emailTaken: 'email_taken',
  usernameTaken: 'username_taken',
  emailNotVerified: 'email_not_verified',
  invalidCredentials: 'invalid_credentials',
} as const;
