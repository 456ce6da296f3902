import pino from 'pino';
import { buildApp } from './app';
import { EnvError, loadEnv, type Env } from './env';
import { createServices } from './services';
import { closeLanguageChecker, warmUpLanguageChecker } from './speech/language/harper-checker';

/**
 * `podium serve` (default): HTTP, plus job workers unless RUN_WORKERS=false.
 * `podium worker`: job workers only, for more recognition capacity.
 */
async function main(mode: string): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const services = await createServices(env);
  const log = pino({ level: env.LOG_LEVEL });
  if (services.sweptTemp.length > 0) {
    log.warn({ swept: services.sweptTemp }, 'removed temporary files left by a crashed process');
  }
  const worker = mode === 'worker' || env.RUN_WORKERS ? services.createWorker(log) : undefined;
  const app = mode === 'worker' ? undefined : await buildApp(services);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app?.close();
    await worker?.stop();
    await closeLanguageChecker();
    await services.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (worker) {
    // The grammar checker takes seconds to load: pay that before the first job, not during it.
    warmUpLanguageChecker();
    worker.start();
  }
  if (app) {
    await app.listen({ port: env.PORT, host: env.HOST });
    log.info(`Podium is ready on ${env.PUBLIC_URL}`);
  } else {
    log.info('Podium worker is running');
  }
}

main(process.argv[2] ?? 'serve').catch((err) => {
  console.error(err);
  process.exit(1);
});
