import type { FastifyInstance } from 'fastify';
import { sweepAbandonedStreams } from './speeches/sweep-abandoned-streams';
import pino from 'pino';
import { buildApp } from './app';
import { EnvError, loadEnv, type Env } from './env';
import { buildOpsApp } from './ops-app';
import { createServices } from './services';
import { closeLanguageChecker, warmUpLanguageChecker } from './speech/language/harper-checker';

/**
 * `podium serve` (default): HTTP, plus job workers unless RUN_WORKERS=false.
 * `podium worker`: job workers only, for more recognition capacity (with
 * /api/health, /api/ready and /metrics on WORKER_PORT when it is set).
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
  let http: FastifyInstance | undefined;
  if (mode !== 'worker') http = await buildApp(services);
  else if (env.WORKER_PORT !== undefined) http = await buildOpsApp(services);

  let stopping = false;
  /**
   * SIGTERM: /api/ready turns 503, no new connections or jobs are taken, the
   * requests and jobs in flight get SHUTDOWN_TIMEOUT_SEC to finish; jobs still
   * running then are aborted and handed back so another worker starts them at
   * once instead of waiting for their lease to run out.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = env.SHUTDOWN_TIMEOUT_SEC * 1000;
    log.info({ signal, graceMs }, 'shutting down');
    services.lifecycle.draining = true;
    // Past the grace period (and a little for handing jobs back), leave anyway.
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + 5_000).unref();
    const cutOff = setTimeout(() => http?.server.closeAllConnections(), graceMs).unref();
    await Promise.all([http?.close(), worker?.stop(graceMs)]);
    clearTimeout(cutOff);
    await closeLanguageChecker();
    await services.close();
    clearTimeout(force);
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (worker) {
    // The grammar checker takes seconds to load: pay that before the first job, not during it.
    warmUpLanguageChecker();
    worker.start();
    sweepAbandonedStreams(services.speechStreams, log);
  }
  if (http) {
    const port = mode === 'worker' ? (env.WORKER_PORT ?? 0) : env.PORT;
    await http.listen({ port, host: env.HOST });
  }
  log.info(mode === 'worker' ? 'Podium worker is running' : `Podium is ready on ${env.PUBLIC_URL}`);
}

main(process.argv[2] ?? 'serve').catch((err) => {
  console.error(err);
  process.exit(1);
});
