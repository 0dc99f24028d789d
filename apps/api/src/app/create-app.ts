import type { ArgumentsHost } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { isFamilyId, MODE_FAMILIES } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import compression from 'compression';
import { AllExceptionsFilter } from '../common/all-exceptions.filter';
import { ApiValidationPipe } from '../common/api-validation.pipe';
import { installJsonBody } from '../common/json-body';
import type { AppConfig } from '../config/app-config';
import { SwitchesService } from '../switches/switches.service';
import { serveWeb } from '../web/static-web';
import { AppModule, type AppOptions } from './app.module';
import { PinoNestLogger } from './pino-nest-logger';

export type CreateAppOptions = AppOptions;

/** The filter's view of a plain Express request (for errors raised before Nest's routing). */
function httpHost(req: Request, res: Response): ArgumentsHost {
  const http = { getRequest: () => req, getResponse: () => res, getNext: () => undefined };
  return { switchToHttp: () => http } as unknown as ArgumentsHost;
}

/** API routes whose answers can pass 128 KB: the staff's (bank exports) and the API docs' (their scripts). */
const MAY_ANSWER_LARGE = /^\/api\/(staff|docs)(\/|-json|$)/i;

/** Bodies above this answer 413. */
export const BODY_LIMIT = '256kb';
/** A bank file in one JSON body (10,000 questions with embedded images fit). */
export const BANK_IMPORT_BODY_LIMIT = '50mb';

/**
 * Builds the whole application (not listening yet): used by main.ts and by the integration tests alike,
 * so the tests exercise the same pipes, filters, guards and static serving as production.
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false,
    // Everything Nest logs goes through pino (JSON lines at LOG_LEVEL), once the logger module is up.
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoNestLogger));
  app.disable('x-powered-by');
  // Express hashes every JSON answer for an ETag (a start's 40 KB included) though the API's answers are not
  // revalidated; the files have their own (serve-static).
  app.set('etag', false);
  // Files (the web apps' JavaScript above all) travel compressed: the login screen's budget is in gzip bytes. The
  // API's answers are made per request: compressing a test's 40 KB of questions in three languages cost a sixth of
  // a start's CPU when a class starts together. Only the staff's and the API docs' routes can answer large (bank
  // exports, the docs' scripts): those are compressed from 128 KB. A learner's answers (a test at most 40 KB, a
  // save a few dozen bytes) skip the middleware, whose wrapping alone cost a few percent of an end's CPU; a proxy
  // in front may compress them on its own CPU.
  const compressFile = compression({ threshold: 1024 });
  const compressLargeAnswer = compression({ threshold: '128kb' });
  app.use((req: Request, res: Response, next: NextFunction) =>
    !req.url.startsWith('/api/')
      ? compressFile(req, res, next)
      : MAY_ANSWER_LARGE.test(req.url)
        ? compressLargeAnswer(req, res, next)
        : next(),
  );
  if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
  installJsonBody(app, BODY_LIMIT, [
    { path: '/api/staff/banks/:family/import', limit: BANK_IMPORT_BODY_LIMIT },
  ]);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ApiValidationPipe());
  const errors = new AllExceptionsFilter();
  app.useGlobalFilters(errors);

  // A family switched off (staff's run-time switches, read through a 2 s cache) answers 404 on every one of its
  // routes; a mode's `status` still answers, with `server: false`, so its start screen can send the visitor home.
  // Express matches routes without regard to case, so the check does too (else /api/KODAS/... would slip past it).
  const switches = app.get(SwitchesService);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const [, prefix, rest = ''] = /^\/api\/([^/]+)(.*)$/i.exec(req.path) ?? [];
    const family = prefix?.toLowerCase();
    if (!family || !isFamilyId(family)) return next();
    if ((MODE_FAMILIES as readonly string[]).includes(family) && /^\/status\/?$/i.test(rest)) return next();
    if (switches.familyOfferedNow(family)) return next();
    switches.enabledFamilies().then(
      (enabled) => {
        if (enabled.includes(family)) return next();
        res.status(404).json({
          statusCode: 404,
          error: 'Not Found',
          message: 'Ši testų rūšis nesiūloma',
          code: 'family-not-offered',
        });
      },
      // A database that cannot be read answers as any route's would (503 with Retry-After).
      (error: unknown) => errors.catch(error, httpHost(req, res)),
    );
  });
  serveWeb(app, config);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Driving-school exam portal API')
      .setDescription('See docs/api.md for the rules behind each route.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
