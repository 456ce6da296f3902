/** Who is signed in (GET /api/session): the app's auth check. */
export const sessionKeys = {
  current: () => ['session'] as const,
};

/** What this server offers for sign-in (GET /api/auth-config). */
export const authConfigKeys = {
  current: () => ['auth-config'] as const,
};
