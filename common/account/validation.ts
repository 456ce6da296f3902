import { ACCOUNT } from '../constants';

/** A validation failure worded as the toast the spec shows (title and description). */
export interface ValidationProblem {
  title: string;
  description: string;
}

export const USERNAME_PROBLEMS = {
  tooShort: { title: 'Invalid username', description: 'Username must be at least 3 characters.' },
  tooLong: { title: 'Username too long', description: 'Username must be 20 characters or less.' },
  badCharacters: {
    title: 'Invalid username',
    description: 'Username cannot contain spaces, line breaks or @.',
  },
} as const satisfies Record<string, ValidationProblem>;

export const SIGN_UP_PROBLEMS = {
  missingFields: { title: 'Missing Fields', description: 'Please fill in all required fields.' },
  passwordMismatch: {
    title: 'Passwords Do Not Match',
    description: 'Please make sure your passwords match.',
  },
  passwordTooShort: {
    title: 'Password Too Short',
    description: 'Password must be at least 6 characters long.',
  },
} as const satisfies Record<string, ValidationProblem>;

/**
 * Spec 5 asks for 3-20 characters after trimming. Podium also refuses
 * whitespace inside the name and '@', so a username never reads as an
 * e-mail address or as two names (docs/decisions/0004-usernames.md).
 */
export function validateUsername(raw: string): ValidationProblem | null {
  const username = raw.trim();
  // Counted in code points, so an emoji is one character, as a person counts it.
  const length = [...username].length;
  if (length < ACCOUNT.usernameMinLength) return USERNAME_PROBLEMS.tooShort;
  if (length > ACCOUNT.usernameMaxLength) return USERNAME_PROBLEMS.tooLong;
  if (/[\s@]/u.test(username) || /\p{Cc}/u.test(username)) return USERNAME_PROBLEMS.badCharacters;
  return null;
}

export interface SignUpForm {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

/** The sign-up dialog's checks, in the spec's order (section 5), then the username's. */
export function validateSignUpForm(form: SignUpForm): ValidationProblem | null {
  if (!form.email.trim() || !form.username.trim() || !form.password) {
    return SIGN_UP_PROBLEMS.missingFields;
  }
  if (form.password !== form.confirmPassword) return SIGN_UP_PROBLEMS.passwordMismatch;
  if (form.password.length < ACCOUNT.passwordMinLength) return SIGN_UP_PROBLEMS.passwordTooShort;
  return validateUsername(form.username);
}

/** Case-insensitive key under which a username must be unique ("Ann" and "ann" are one name). */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}

/**
 * A username for an account made without one (Google): the e-mail's local part
 * (spec 7), made to fit the rules, or 'user_' plus a timestamp.
 */
export function usernameFromEmail(email: string, now: number = Date.now()): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .replace(/\+.*$/, '')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, ACCOUNT.usernameMaxLength);
  if ([...cleaned].length >= ACCOUNT.usernameMinLength) return cleaned;
  return `user_${now}`.slice(0, ACCOUNT.usernameMaxLength);
}

/** Candidates when `base` is taken: base, then base with a number, still within 20 characters. */
export function usernameCandidates(base: string, count = 20): string[] {
  const out = [base];
  for (let n = 2; out.length < count; n += 1) {
    const suffix = String(n);
    out.push(`${[...base].slice(0, ACCOUNT.usernameMaxLength - suffix.length).join('')}${suffix}`);
  }
  return out;
}
