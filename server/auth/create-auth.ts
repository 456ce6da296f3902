import type { GenericEndpointContext } from '@better-auth/core';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database';
import type { UsersRepo } from '../db/repos/users-repo';
import type { Mailer } from '../mail/mailer';
import { verificationEmail } from '../mail/messages';
import type { AccountService } from './accounts';
import { guestPlugin } from './guest-plugin';

/** Where the verification link sends people back to (spec 2, issue 5). */
export const VERIFIED_CALLBACK_PATH = '/login?verified=true';
/** The client's screen for the end of any redirect-based sign-in (spec 2). */
export const AUTH_CALLBACK_PATH = '/auth/callback';
const VERIFICATION_LINK_TTL_SEC = 24 * 60 * 60;

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export interface AuthConfig {
  secret: string;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's allowed to call the auth endpoints. */
  trustedOrigins?: string[];
  handle: DatabaseHandle;
  users: UsersRepo;
  /** Absent while only the tables are being migrated. */
  accounts?: AccountService;
  mailer?: Mailer;
  google?: GoogleConfig | null;
  /** better-auth's own messages go here too, so LOG_LEVEL and redaction apply. */
  log?: Logger;
}

/** The auth user id of the session the request arrived with (a guest converting), if any. */
async function sessionUserIdOf(ctx: GenericEndpointContext | null): Promise<string | null> {
  if (!ctx?.headers?.get('cookie')) return null;
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (!token) return null;
  const found = await ctx.context.internalAdapter.findSession(token);
  return found?.user.id ?? null;
}

/** Google through the generic OIDC client, so its endpoints come from a discovery URL tests can replace. */
function googlePlugin(google: GoogleConfig) {
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        discoveryUrl: google.discoveryUrl,
        scopes: ['openid', 'email', 'profile'],
        // Spec 7: offline access and the consent prompt (a refresh token every time).
        accessType: 'offline',
        prompt: 'consent',
        pkce: true,
        requireIdTokenVerification: true,
        mapProfileToUser: (profile) => ({
          email: typeof profile.email === 'string' ? profile.email : undefined,
          name: typeof profile.name === 'string' ? profile.name : '',
          emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        }),
      },
    ],
  });
}

function authOptions(config: AuthConfig) {
  const { accounts, mailer, users } = config;
  const plugins = [guestPlugin({ users: config.users })];
  return {
    appName: 'Podium',
    secret: config.secret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [config.publicUrl, ...(config.trustedOrigins ?? [])],
    database: {
      db: config.handle.raw,
      type: config.handle.dialect === 'postgres' ? 'postgres' : 'sqlite',
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // An unverified account gets a session that only reaches the verification
      // screen; data routes answer 403 until the link is followed
      // (docs/decisions/0003-unverified-accounts.md).
      requireEmailVerification: false,
      autoSignIn: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL_SEC,
      async sendVerificationEmail({ user, url }) {
        if (!mailer) throw new Error('No mailer configured');
        const row = await users.findBySupabaseId(user.id);
        await mailer.send(
          verificationEmail({ to: user.email, username: row?.username ?? user.name, url }),
        );
      },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user, ctx) {
            if (!accounts) return;
            try {
              const { replacedAuthUserId } = await accounts.linkNewAuthUser({
                authUser: user,
                // Only e-mail sign-up carries a chosen username; Google's name is a display name.
                preferredUsername: ctx?.path === '/sign-up/email' ? user.name : undefined,
                guestAuthUserId: await sessionUserIdOf(ctx),
              });
              // The guest's identity is spent: its sessions end with it.
              if (replacedAuthUserId && ctx) {
                await ctx.context.internalAdapter.deleteUser(replacedAuthUserId);
              }
            } catch (err) {
              // The session check makes a missing row later (identity.ts); a sign-up must not fail here.
              config.log?.error({ err }, 'could not link the new auth user to a Podium user');
            }
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: 'podium',
      // httpOnly and SameSite=Lax are better-auth's defaults; Secure follows PUBLIC_URL.
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    // OAuth failures land on the client's callback screen, not better-auth's HTML error page.
    onAPIError: { errorURL: `${config.publicUrl}${AUTH_CALLBACK_PATH}` },
    // Podium limits per route in Fastify (server/security/rate-limits.ts); better-auth's
    // own in-memory limiter would not be shared between processes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'info',
      disabled: !config.log,
      log(level, message, ...args) {
        const err = args.find((a): a is Error => a instanceof Error);
        config.log?.[level](err ? { err } : {}, message);
      },
    },
    plugins: config.google ? [...plugins, googlePlugin(config.google)] : plugins,
  } satisfies BetterAuthOptions;
}

export function createAuth(config: AuthConfig) {
  return betterAuth(authOptions(config));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's tables (its CLI does not run on Node 20). */
export async function migrateAuth(config: AuthConfig): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions({ ...config, google: null }));
  await runMigrations();
}
