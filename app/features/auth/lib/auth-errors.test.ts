import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/lib/api-client';
import {
  callbackErrorMessage,
  resendErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  testEmailErrorMessage,
} from './auth-errors';

const apiError = (status: number, body: object) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

describe('sign-up errors (spec 8, Registration Issue), from a server without codes', () => {
  it('says the e-mail is registered', () => {
    expect(
      signUpErrorMessage(apiError(409, { message: 'That email is already registered.' })),
    ).toBe('This email is already registered. Please log in instead.');
  });

  it('says too many signup attempts on 429', () => {
    expect(signUpErrorMessage(apiError(429, { message: 'slow down', isRateLimit: true }))).toBe(
      'Too many signup attempts. Please try again later.',
    );
  });

  it("says the username is taken when the message contains 'already exists'", () => {
    expect(
      signUpErrorMessage(apiError(409, { message: 'Username already exists. Please try again.' })),
    ).toBe('This username is already taken. Please choose another.');
  });

  it('passes on what to fix, and otherwise fails generally', () => {
    expect(
      signUpErrorMessage(apiError(400, { message: 'Username must be at least 3 characters.' })),
    ).toBe('Username must be at least 3 characters.');
    expect(signUpErrorMessage(apiError(500, { message: 'boom' }))).toBe(
      'Failed to create account. Please try again.',
    );
    expect(signUpErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to create account. Please try again.',
    );
  });
});

describe('sign-in errors', () => {
  it('says the e-mail or password is wrong on 401, and passes on a rate limit', () => {
    expect(signInErrorMessage(apiError(401, { message: 'Invalid email or password.' }))).toBe(
      'Invalid email or password.',
    );
    expect(signInErrorMessage(apiError(429, { message: 'Too many sign-in attempts.' }))).toBe(
      'Too many sign-in attempts.',
    );
    expect(signInErrorMessage(new Error('offline'))).toBe('Failed to sign in. Please try again.');
  });
});

describe('verification errors (spec 8)', () => {
  it('resend: rate limit, invalid address, generic', () => {
    expect(resendErrorMessage(apiError(429, { message: 'x' }))).toBe(
      'Rate limit exceeded. Please wait a few minutes before trying again.',
    );
    expect(resendErrorMessage(apiError(400, { message: 'Invalid email' }))).toBe(
      'The email address appears to be invalid. Please verify it is correct.',
    );
    expect(resendErrorMessage(new Error('x'))).toBe(
      'Failed to resend the verification email. Please try again.',
    );
  });

  it("test e-mail: the server's error, or the spec's fallback", () => {
    expect(
      testEmailErrorMessage(apiError(503, { message: 'The mail server could not be reached.' })),
    ).toBe('The mail server could not be reached.');
    expect(testEmailErrorMessage(new Error('offline'))).toBe(
      'Failed to test email sending. This indicates a server issue.',
    );
  });
});

describe('auth errors from a server that sends codes', () => {
  it('sign-up: follows the code over the words', () => {
    expect(signUpErrorMessage(apiError(409, { code: 'username_taken', message: 'Taken.' }))).toBe(
      'This username is already taken. Please choose another.',
    );
    expect(
      signUpErrorMessage(apiError(409, { code: 'email_taken', message: 'Name already exists.' })),
    ).toBe('This email is already registered. Please log in instead.');
    expect(signUpErrorMessage(apiError(429, { code: 'rate_limited', message: 'Wait.' }))).toBe(
      'Too many signup attempts. Please try again later.',
    );
    expect(
      signUpErrorMessage(apiError(400, { code: 'invalid_input', message: 'Password too short.' })),
    ).toBe('Password too short.');
    expect(
      signUpErrorMessage(apiError(503, { code: 'service_unavailable', message: 'already exists' })),
    ).toBe('Failed to create account. Please try again.');
  });

  it('sign-in: invalid_credentials is the wrong password; another 401 is not', () => {
    expect(signInErrorMessage(apiError(401, { code: 'invalid_credentials', message: 'x' }))).toBe(
      'Invalid email or password.',
    );
    expect(signInErrorMessage(apiError(401, { code: 'unauthorized', message: 'x' }))).toBe(
      'Failed to sign in. Please try again.',
    );
  });

  it('resend: invalid_email, rate_limited and email_already_verified by code', () => {
    expect(resendErrorMessage(apiError(400, { code: 'invalid_email', message: 'Nope.' }))).toBe(
      'The email address appears to be invalid. Please verify it is correct.',
    );
    expect(resendErrorMessage(apiError(429, { code: 'rate_limited', message: 'x' }))).toBe(
      'Rate limit exceeded. Please wait a few minutes before trying again.',
    );
    expect(
      resendErrorMessage(
        apiError(400, { code: 'email_already_verified', message: 'Verified already.' }),
      ),
    ).toBe('Verified already.');
    expect(
      resendErrorMessage(apiError(400, { code: 'bad_request', message: 'Invalid email field' })),
    ).toBe('Failed to resend the verification email. Please try again.');
  });
});

describe('callback errors', () => {
  it('explains a Google account that met an unverified Podium account', () => {
    expect(callbackErrorMessage('account_not_linked')).toMatch(/not verified/);
    expect(callbackErrorMessage('something_else')).toBe(
      'Failed to complete authentication. Please try again.',
    );
  });
});
