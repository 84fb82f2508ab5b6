import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { ValidationError } from 'class-validator';
import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import { csvSeriesTemplate, csvTemplate } from '../domain/index.js';
import { AppModule } from './app.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { redactSecrets } from './http/log-redaction.js';
import { PinoNestLogger } from './http/pino-nest-logger.js';
import { StrictValidationPipe } from './http/strict-validation.pipe.js';
import { productValidationMessages } from './http/validation-messages.js';
import { boundedBodyParsers } from './http/body-limits.js';
import { securityHeaders } from './http/security-headers.js';
import { transportAndCacheHeaders } from './http/transport-headers.js';
import { webAssets } from './http/web-assets.js';
import { buildOpenApi } from './openapi/openapi-document.js';

/** The probes a load balancer or an orchestrator polls: their successful answers are not logged. */
const PROBES = new Set(['/api/health', '/api/ready']);

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
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // a probe that answered well is not worth a line (a load balancer asks every few seconds);
      // a probe that failed, and every other request, is logged (issue 20: the line was ~15 % of
      // a health check's CPU)
      customLogLevel: (req, res, err) => (!err && res.statusCode < 400 && PROBES.has((req.url ?? '').split('?')[0]) ? 'silent' : 'info'),
      // never log credentials or tokens: a request is logged as its id, method and path (secrets in
      // the path redacted), never its headers or query, so no redaction pass runs per line (issue
      // 20: it cost ~7 % of a health check's CPU for paths the serializers never write;
      // tests/hardening/headers.spec reads every line for tokens)
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactSecrets(req.url.split('?')[0]) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
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
