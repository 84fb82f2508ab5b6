import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { ValidationError } from 'class-validator';
import pino, { type Logger } from 'pino';
import { csvSeriesTemplate, csvTemplate } from '../domain/index.js';
import { AppModule } from './app.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { requestLog } from './http/request-log.js';
import { PinoNestLogger } from './http/pino-nest-logger.js';
import { StrictValidationPipe } from './http/strict-validation.pipe.js';
import { productValidationMessages } from './http/validation-messages.js';
import { boundedBodyParsers } from './http/body-limits.js';
import { securityHeaders } from './http/security-headers.js';
import { transportAndCacheHeaders } from './http/transport-headers.js';
import { webAssets } from './http/web-assets.js';
import { buildOpenApi } from './openapi/openapi-document.js';

export interface CreateAppOptions extends InfrastructureOptions {
  /** Structured logger; a silent one in tests. */
  logger?: Logger;
}

/** Builds the whole HTTP application (API, OpenAPI document, web client) without listening. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const logger = options.logger ?? pino({ level: options.config.logLevel });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    // body parsing is boundedBodyParsers' (a limit per route, the shape bounded before any pipe);
    // it keeps the raw bytes the payment webhook verifies its signature on
  });
  // X-Forwarded-For/-Proto are believed only from the proxies TRUST_PROXY names (none by default)
  app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  // no ETag computed over every body: each /api answer is Cache-Control: no-store, so nothing would
  // ever revalidate with one (issue 20: a SHA-1 of every answer); the web files carry their own
  app.set('etag', false);
  const webDir = options.config.webDir;
  const web = webDir && existsSync(webDir) ? webAssets(webDir) : null;
  if (web) app.use(web.hashed); // hashed files first: no log line, no page headers (issue 20)
  app.use(requestLog(logger)); // an id and a line per request, none for a probe that answered well
  app.use(securityHeaders());
  app.use(transportAndCacheHeaders);
  app.use(boundedBodyParsers());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(
    new StrictValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors: ValidationError[]) => {
        const messages = productValidationMessages(errors);
        return new BadRequestException({ code: 'validation_failed', message: messages[0] ?? 'Please check your input', errors: messages });
      },
    }),
  );
  const document = buildOpenApi(app);
  app.getHttpAdapter().get('/api/docs', (_req: unknown, res: unknown) => (res as { json: (b: unknown) => void }).json(document));
  SwaggerModule.setup('api/docs/ui', app, document, { jsonDocumentUrl: 'api/docs/json' });

  // The import templates are public and live outside /api, where the specification fetched them:
  // the specification's 36 columns, and the optional one with the series columns after them.
  for (const [file, text] of [
    ['csv-template.csv', csvTemplate()],
    ['csv-template-series.csv', csvSeriesTemplate()],
  ] as const) {
    app.getHttpAdapter().get(`/${file}`, (_req: unknown, res: unknown) => {
      const r = res as { type: (t: string) => { setHeader: (k: string, v: string) => { send: (b: string) => void } } };
      r.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${file}"`).send(text);
    });
  }

  if (web) app.use(web); // precompressed, cached, and never in the way of /api (issue 20)
  app.enableShutdownHooks();
  return app;
}
