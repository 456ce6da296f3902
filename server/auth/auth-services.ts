import pino from 'pino';
import type { DatabaseHandle } from '../db/database';
import type { UsersRepo } from '../db/repos/users-repo';
import type { Env } from '../env';
import { createMailer } from '../mail/create-mailer';
import { allowedOrigins } from '../security/origins';
import type { Mailer } from '../mail/mailer';
import { createAccountService, type AccountService } from './accounts';
import { createAuth, migrateAuth, type Auth, type GoogleConfig } from './create-auth';
import { createIdentityGuard, type IdentityGuard } from './identity';

export interface AuthServices {
  auth: Auth;
  accounts: AccountService;
  identity: IdentityGuard;
  mailer: Mailer;
  /** Null when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is missing: the login screen says so. */
  google: GoogleConfig | null;
}

export function googleConfigOf(env: Env): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    discoveryUrl: env.GOOGLE_DISCOVERY_URL,
  };
}

/** Accounts, sessions and mail, on Podium's database (DESIGN 2 and 3). */
export async function createAuthServices(input: {
  env: Env;
  secret: string;
  handle: DatabaseHandle;
  users: UsersRepo;
}): Promise<AuthServices> {
  const { env } = input;
  const log = pino({ level: env.LOG_LEVEL, name: 'auth' });
  const mailer = createMailer(env, log.child({ name: 'mail' }));
  const accounts = createAccountService({ db: input.handle.db, users: input.users });
  const google = googleConfigOf(env);
  const config = {
    secret: input.secret,
    publicUrl: env.PUBLIC_URL,
    // The same origins the Origin check allows (PUBLIC_URL's, TRUSTED_ORIGINS, Vite in development).
    trustedOrigins: allowedOrigins(env),
    handle: input.handle,
    users: input.users,
    accounts,
    mailer,
    google,
    log,
  };
  await migrateAuth(config);
  const auth = createAuth(config);
  return {
    auth,
    accounts,
    mailer,
    google,
    identity: createIdentityGuard({ auth, users: input.users, accounts }),
  };
}
