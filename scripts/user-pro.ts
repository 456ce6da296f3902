import { setPro } from '@server/auth/pro-accounts';
import { openDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { EnvError, loadEnv } from '@server/env';

const USAGE = `Usage: npm run user:pro -- EMAIL [--off]

Makes the account with this e-mail Pro (more daily feedbacks, advanced tips),
or Free again with --off. Uses DATABASE_URL / DATA_DIR like the server.`;

async function main(argv: string[]): Promise<number> {
  const off = argv.includes('--off');
  const emails = argv.filter((a) => !a.startsWith('--'));
  const [email] = emails;
  if (emails.length !== 1 || !email || !email.includes('@') || argv.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await migrateToLatest(handle);
    const user = await setPro(handle.db, email, !off);
    if (!user) {
      console.error(`No account has the e-mail ${email} (guests cannot be Pro).`);
      return 1;
    }
    console.log(
      `${user.email} (user ${user.id}, ${user.username}) is now ${off ? 'Free' : 'Pro'}.`,
    );
    return 0;
  } finally {
    await handle.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
