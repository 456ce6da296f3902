import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCloseWhenDraining } from './http/close-when-draining';
import { registerErrorHandler, sendError } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body-parser';
import { OneLinePerRequest } from './http/request-log';
import { registerRequestMetrics } from './metrics/register-request-metrics';
import { registerGuestLogin } from './routes/guest/guest-login';
import { registerCreateFeedback } from './routes/feedback/create-feedback';
import { registerCreateLinguisticFeedback } from './routes/feedback/create-linguistic-feedback';
import { registerListCloudFeedback } from './routes/feedback/list-cloud-feedback';
import { registerListUserFeedback } from './routes/feedback/list-user-feedback';
import { registerAuthRoutes } from './routes/auth/register-auth-routes';
import { registerGetApiDocs } from './routes/docs/get-api-docs';
import { registerGetHealth } from './routes/health/get-health';
import { registerGetReady } from './routes/health/get-ready';
import { registerGetMedia } from './routes/media/get-media';
import { registerGetMetrics } from './routes/metrics/get-metrics';
import { registerGetDailyPrompt } from './routes/prompts/get-daily-prompt';
import { registerRefreshDailyPrompt } from './routes/prompts/refresh-daily-prompt';
import { registerGetSession } from './routes/session/get-session';
import { registerCreateSpeech } from './routes/speeches/create-speech';
import { registerFinishSpeechStream } from './routes/speech-streams/finish-speech-stream';
import { registerGetSpeechStream } from './routes/speech-streams/get-speech-stream';
import { registerOpenSpeechStream } from './routes/speech-streams/open-speech-stream';
import { registerPutStreamPiece } from './routes/speech-streams/put-stream-piece';
import { registerGetRecordingAllowance } from './routes/speeches/get-recording-allowance';
import { registerGetSpeech } from './routes/speeches/get-speech';
import {
  registerGetSpeechEvents,
  type SpeechEventsConfig,
} from './routes/speeches/get-speech-events';
import { registerListUserSpeeches } from './routes/speeches/list-user-speeches';
import { registerSaveSpeech } from './routes/speeches/save-speech';
import { registerUpdateTranscript } from './routes/speeches/update-transcript';
import { registerGetTranscription } from './routes/transcription/get-transcription';
import { registerUserRoutes } from './routes/users/register-user-routes';
import { loggerOptions } from './security/log-redaction';
import { registerGetWeeklyGoal } from './routes/goals/get-weekly-goal';
import { registerPutWeeklyGoal } from './routes/goals/put-weekly-goal';
import { registerAddPersonalFiller } from './routes/personal-fillers/add-personal-filler';
import { registerListPersonalFillers } from './routes/personal-fillers/list-personal-fillers';
import { registerReanalysePersonalFillers } from './routes/personal-fillers/reanalyse-personal-fillers';
import { registerRemovePersonalFiller } from './routes/personal-fillers/remove-personal-filler';
import { registerSecurity } from './security/register-security';
import { parseTrustProxy } from './security/trust-proxy';
import type { Services } from './services';

export const defaultClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface AppOptions {
  /** The built SPA; served when it exists. */
  clientDir?: string;
  logger?: boolean | { level: string };
  /** Log lines go here at info and above, instead of `logger` (tests read them). */
  logStream?: Writable;
  /** The pushed results' timings and limits (tests shorten them). */
  speechEvents?: SpeechEventsConfig;
}

/** Builds the HTTP app on top of ready services; tests call this with `inject`. */
export async function buildApp(
  services: Services,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { ...loggerOptions('info'), stream: options.logStream }
      : (options.logger ?? loggerOptions(services.env.LOG_LEVEL)),
    // Uploads are streamed by multipart; JSON bodies have their own limits (json-body-parser.ts).
    bodyLimit: 1024 * 1024,
    // One line per request instead of two (request-log.ts).
    logController: new OneLinePerRequest(),
    trustProxy: parseTrustProxy(services.env.TRUST_PROXY),
  });

  registerErrorHandler(app);
  registerCloseWhenDraining(app, services.lifecycle);
  registerRequestMetrics(app, services.metrics);
  registerJsonBodyParser(app);
  await app.register(cookie);
  await app.register(multipart);
  await registerSecurity(app, services.env, services.limits);

  registerAuthRoutes(app, services);
  registerUserRoutes(app, services);
  registerGetHealth(app);
  registerGetReady(app, services);
  registerGetMetrics(app, services);
  registerGetSession(app, services);
  registerGuestLogin(app, services);
  registerGetDailyPrompt(app, services);
  registerRefreshDailyPrompt(app, services);
  registerCreateSpeech(app, services);
  registerOpenSpeechStream(app, services);
  registerGetSpeechStream(app, services);
  registerPutStreamPiece(app, services);
  registerFinishSpeechStream(app, services);
  registerGetSpeech(app, services);
  registerGetSpeechEvents(app, services, options.speechEvents);
  registerListUserSpeeches(app, services);
  registerSaveSpeech(app, services);
  registerUpdateTranscript(app, services);
  registerGetRecordingAllowance(app, services);
  registerGetTranscription(app, services);
  registerGetMedia(app, services);
  registerCreateFeedback(app, services);
  registerListPersonalFillers(app, services);
  registerAddPersonalFiller(app, services);
  registerRemovePersonalFiller(app, services);
  registerReanalysePersonalFillers(app, services);
  registerGetWeeklyGoal(app, services);
  registerPutWeeklyGoal(app, services);
  registerCreateLinguisticFeedback(app, services);
  registerListUserFeedback(app, services);
  registerListCloudFeedback(app, services);
  registerGetApiDocs(app, services);

  const clientDir = options.clientDir ?? defaultClientDir;
  const indexHtml = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Looked up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies: phones on slow links get a fraction of the bytes.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/media/');
    // A missing script or style is a 404: index.html in its place would be run or parsed as one.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasClient && request.method === 'GET') {
      // The SPA owns every other path (its router shows the 404 page).
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(
      reply,
      404,
      `No route for ${request.method} ${request.url.split('?')[0]}`,
      'route_not_found',
    );
  });

  return app;
}
