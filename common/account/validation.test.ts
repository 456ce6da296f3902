import { describe, expect, it } from 'vitest';
import {
  usernameCandidates,
  usernameFromEmail,
  usernameKey,
  validateSignUpForm,
  validateUsername,
} from './validation';

const form = {
  email: 'ann@example.com',
  username: 'ann',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('sign-up dialog validation (spec 5)', () => {
  it('requires email, username and password: Missing Fields', () => {
    for (const field of ['email', 'username', 'password'] as const) {
      expect(validateSignUpForm({ ...form, [field]: field === 'password' ? '' : '   ' })).toEqual({
        title: 'Missing Fields',
        description: 'Please fill in all required fields.',
      });
    }
  });

  it('requires matching passwords: Passwords Do Not Match', () => {
    expect(validateSignUpForm({ ...form, confirmPassword: 'secret2' })).toEqual({
      title: 'Passwords Do Not Match',
      description: 'Please make sure your passwords match.',
    });
  });

  it('requires at least 6 characters: Password Too Short', () => {
    expect(validateSignUpForm({ ...form, password: '12345', confirmPassword: '12345' })).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(validateSignUpForm({ ...form, password: '123456', confirmPassword: '123456' })).toBe(
      null,
    );
  });

  it('checks the username rules last', () => {
    expect(validateSignUpForm({ ...form, username: 'ab' })?.title).toBe('Invalid username');
  });
});

describe('username validation (spec 5)', () => {
  it('needs at least 3 characters after trim', () => {
    expect(validateUsername('  ab  ')).toEqual({
      title: 'Invalid username',
      description: 'Username must be at least 3 characters.',
    });
    expect(validateUsername(' abc ')).toBeNull();
  });

  it('allows at most 20 characters', () => {
    expect(validateUsername('a'.repeat(20))).toBeNull();
    expect(validateUsername('a'.repeat(21))).toEqual({
      title: 'Username too long',
      description: 'Username must be 20 characters or less.',
    });
  });

  it('counts an emoji as one character', () => {
    expect(validateUsername('ab😀')).toBeNull();
  });

  it('refuses inner spaces and @', () => {
    expect(validateUsername('ann smith')?.description).toMatch(/spaces/);
    expect(validateUsername('ann@home')?.description).toMatch(/@/);
  });

  it('compares names without case', () => {
    expect(usernameKey(' Ann ')).toBe(usernameKey('ann'));
  });
});

describe('username from an e-mail (spec 7)', () => {
  it('uses the local part, without a +tag or characters a username cannot hold', () => {
    expect(usernameFromEmail('jane.doe+podium@gmail.com')).toBe('jane.doe');
    expect(usernameFromEmail("o'brien@example.com")).toBe('obrien');
  });

  it("falls back to 'user_' plus a timestamp when the local part is too short", () => {
    expect(usernameFromEmail('jo@example.com', 1_700_000_000_000)).toBe('user_1700000000000');
  });

  it('cuts a long local part to 20 characters', () => {
    expect(usernameFromEmail(`${'x'.repeat(30)}@example.com`)).toHaveLength(20);
  });

  it('offers numbered alternatives that stay within 20 characters', () => {
    const list = usernameCandidates('a'.repeat(20), 12);
    expect(list[0]).toBe('a'.repeat(20));
    expect(list[1]).toBe(`${'a'.repeat(19)}2`);
    expect(list[11]).toBe(`${'a'.repeat(18)}12`);
    expect(list.every((name) => name.length <= 20)).toBe(true);
  });
});
