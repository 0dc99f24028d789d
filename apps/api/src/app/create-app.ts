import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { isFamilyId, MODE_FAMILIES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { OffsetClock, installTestClockRoute } from '../clock/test-clock';
import { AllExceptionsFilter } from '../common/all-exceptions.filter';
import { ApiValidationPipe } from '../common/api-validation.pipe';
import { COMPRESS_FROM_BYTES } from '../common/compressed-answer';
import { BODY_LIMIT, installBodyParsers } from '../common/json-body';
import type { AppConfig } from '../config/app-config';
import { MAX_IMAGE_BYTES } from '../banks/image-store';
import { installMetrics } from '../metrics/metrics-route';
import { MetricsService } from '../metrics/metrics.service';
import { finishesRunningTest } from '../switches/running-test-routes';
import { SwitchesService } from '../switches/switches.service';
import { serveWeb, shellRouteRewriter } from '../web/static-web';
import { AppModule, type AppOptions } from './app.module';
import { buildOpenApiDocument } from './openapi';
import { PinoNestLogger } from './pino-nest-logger';
import { createRootLogger, installRequestIdHeader, RequestLines, requestId } from './request-logging';

export type CreateAppOptions = AppOptions;

/**
 * The routes a running test calls again and again, whose answers are a few dozen bytes: they skip the compression
 * middleware altogether (no Accept-Encoding parsing, no Vary).
 */
const SMALL_HOT_ANSWER = /^\/api\/[a-z-]+\/tests\/(save|end)(\?|$)/;

/** A bank file in one JSON body (10,000 questions with embedded images fit). */
export const BANK_IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

/**
 * One bank question from staff's editor: at the schema's bounds in every language of LANGUAGES (text and explanation
 * 10,000 characters each, five answers of 500, up to 6 bytes a character as JSON) it is about 700 KB.
 */
export const BANK_QUESTION_BODY_LIMIT = 1024 * 1024;

/** TRUST_PROXY as Express read it: `true`, a hop count, or addresses and subnets. */
function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Builds the whole application (not listening yet): used by main.ts and by the integration tests alike,
 * so the tests exercise the same pipes, filters, guards and static serving as production. Fastify is the HTTP
 * layer: on this API's save it left about twice the CPU per request for the application that Express did
 * (docs/decisions.md, "API").
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createRootLogger(config, options.logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLines(),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    rewriteUrl: shellRouteRewriter(config),
    routerOptions: { ignoreTrailingSlash: true },
    // Every route's body limit unless it names its own (installBodyParsers below): enforced while reading.
    bodyLimit: BODY_LIMIT,
  });
  // The bench's movable clock (never in production: the configuration refuses TEST_CLOCK_CONTROL there).
  const testClock =
    config.testClockControl && !config.production && !options.clock ? new OffsetClock() : null;
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { ...options, logger, ...(testClock ? { clock: testClock } : {}) }),
    adapter,
    // Everything Nest logs goes through pino (JSON lines at LOG_LEVEL), once the logger module is up. The body
    // parsers are the API's own (json-body.ts).
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(PinoNestLogger));
  // What was logged while the modules were built goes out now, and the rest (migrations, seed, warm-up) as it
  // happens: Nest would otherwise hold it until the server listens, with that moment's time.
  app.flushLogs();
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const errors = new AllExceptionsFilter();
  installRequestIdHeader(fastify);
  installMetrics(fastify, app.get(MetricsService), config.metricsToken);
  if (testClock) installTestClockRoute(fastify, testClock);

  // Files (the web apps' JavaScript above all) and the API's answers from 1 KB travel compressed (brotli or gzip as
  // the client accepts): a learner on a phone waits for bytes, not for our CPU. The test start writes its own
  // answer, compressed off the event loop (common/compressed-answer.ts: a class starting together must not queue
  // behind each other's compression); the running test's saves and ends are tiny and skip the middleware.
  // Bodies are not decompressed: a gzipped body is not UTF-8 JSON (400), and no bomb is inflated.
  await app.register(fastifyCompress, { threshold: COMPRESS_FROM_BYTES, globalDecompression: false });
  fastify.addHook('onRequest', (req, _reply, done) => {
    if (SMALL_HOT_ANSWER.test(req.url)) req.headers['x-no-compression'] = '1';
    done();
  });
  installBodyParsers(
    fastify,
    [
      { path: '/api/staff/banks/:family/import', limit: BANK_IMPORT_BODY_LIMIT },
      { path: '/api/staff/banks/:family/questions', limit: BANK_QUESTION_BODY_LIMIT },
      { path: '/api/staff/banks/:family/questions/:id', limit: BANK_QUESTION_BODY_LIMIT },
      // One image and a few small fields (@fastify/multipart's limits below bound each part).
      { path: '/api/staff/banks/:family/images', limit: MAX_IMAGE_BYTES + 64 * 1024 },
    ],
    {
      path: '/api/payments/paysera/callback',
      limit: 16 * 1024,
      parameterLimit: 20,
    },
  );
  // Cookies (only the social sign-in's nonce) are parsed and written by @fastify/cookie.
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ApiValidationPipe());
  // Also the errors raised before a route's handler (parsing, the hooks, plugins): Nest gives Fastify's error
  // handler to the global filters.
  app.useGlobalFilters(errors);

  // A family switched off (staff's run-time switches, read through a 2 s cache) answers 404 on every one of its
  // routes; a mode's `status` still answers, with `server: false`, so its start screen can send the visitor home,
  // and a running test may still save and end (finishesRunningTest).
  // Decided on the route the router chose (`routeOptions.url`, the path as registered), never on the URL as sent:
  // the router decodes percent-escapes (`/api/%6Bet/tests` is `/api/ket/tests`), so a check on the raw URL could be
  // spelled around. A URL that names no route is a 404 anyway.
  const switches = app.get(SwitchesService);
  fastify.addHook('onRequest', (req, reply, done) => {
    const route = req.routeOptions.url;
    const [, family, rest = ''] = (route && /^\/api\/([^/]+)(.*)$/.exec(route)) || [];
    if (!family || !isFamilyId(family)) return done();
    if ((MODE_FAMILIES as readonly string[]).includes(family) && rest === '/status') return done();
    if (switches.familyOfferedNow(family)) return done();
    if (finishesRunningTest(route)) return done();
    switches.enabledFamilies().then(
      (enabled) => {
        if (enabled.includes(family)) return done();
        void reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: 'Ši testų rūšis nesiūloma',
          code: 'family-not-offered',
        });
      },
      // A database that cannot be read answers as any route's would (503 with Retry-After).
      (error: unknown) => done(error as Error),
    );
  });
  await serveWeb(fastify, config);

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
