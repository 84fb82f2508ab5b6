import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SwaggerModule } from '@nestjs/swagger';
import pino, { type Logger } from 'pino';
import { csvSeriesTemplate, csvTemplate } from '../domain/index.js';
import { AppModule } from './app.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { UNREADABLE } from './http/all-exceptions.filter.js';
import { requestIdOf, requestLog } from './http/request-log.js';
import { PinoNestLogger } from './http/pino-nest-logger.js';
import { productValidationPipe } from './http/strict-validation.pipe.js';
import { DEFAULT_BODY_LIMIT, registerBodyParsers } from './http/body-limits.js';
import { securityHeaders } from './http/security-headers.js';
import { transportAndCacheHeaders } from './http/transport-headers.js';
import { webAssets } from './http/web-assets.js';
import { buildOpenApi } from './openapi/openapi-document.js';

export interface CreateAppOptions extends InfrastructureOptions {
  /** Structured logger; a silent one in tests. */
  logger?: Logger;
}

/** Builds the whole HTTP application (API, OpenAPI document, web client) without listening. */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const logger = options.logger ?? pino({ level: options.config.logLevel });
  const webDir = options.config.webDir;
  const web = webDir && existsSync(webDir) ? webAssets(webDir) : null;
  const log = requestLog(logger); // an id and a line per request, none for a probe that answered well
  const headers = securityHeaders();
  // Every request's first step, on Node's own request and response: a hashed web file is answered
  // before the log and the page headers (it needs neither); the rest gets an id, a log line and the
  // security and transport headers; the web client's files and pages are answered here, and never
  // in the way of /api (issue 20). Answers whether the request was answered.
  const firstStep = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const req = request.raw;
    const res = reply.raw;
    const path = request.url.split('?', 1)[0];
    if (web?.hashed(req, res, path)) return true;
    log(req, res, request.id);
    headers(req, res, path);
    transportAndCacheHeaders(res, path, request.protocol === 'https');
    return web?.serve(req, res, path) ?? false;
  };
  // Fastify, not Express (issue 20, decision 48): the framework's own cost of a request was most
  // of what separated a health check from bare Node
  const adapter = new FastifyAdapter({
    // X-Forwarded-For/-Proto are believed only from the proxies TRUST_PROXY names (none by default)
    trustProxy: options.config.trustProxy,
    logger: false, // the request log is ours (request-log.ts)
    genReqId: requestIdOf,
    bodyLimit: DEFAULT_BODY_LIMIT, // and a limit per route (body-limits.ts)
    // as Express routed: /api/Books/ is /api/books; a share or checkout token may be long
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    // an address the router cannot decode (`/api/x/%ed%a0%80`): 400 in the error shape, not Fastify's
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (firstStep(request, reply)) return void reply.hijack();
      void reply.code(400).send({ code: 'bad_request', message: UNREADABLE, errors: [UNREADABLE] });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false, // body parsing is registerBodyParsers' (a limit per route, the shape bounded before any pipe)
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerBodyParsers(fastify);
  // an answered request goes no further: the hook does not call on
  fastify.addHook('onRequest', (request, reply, next) => (firstStep(request, reply) ? void reply.hijack() : next()));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(productValidationPipe());
  const document = buildOpenApi(app);
  // The routes added by hand load with the plugins (at ready), after the controllers' own: the
  // OpenAPI document and its page, and the import templates, which are public and live outside /api
  // where the specification fetched them (its 36 columns, and the optional one with the series
  // columns after them).
  void fastify.register((routes, _options, done) => {
    SwaggerModule.setup('api/docs/ui', app, document, { jsonDocumentUrl: 'api/docs/json' });
    routes.get('/api/docs', (_request, reply) => reply.send(document));
    for (const [file, text] of [
      ['csv-template.csv', csvTemplate()],
      ['csv-template-series.csv', csvSeriesTemplate()],
    ] as const) {
      routes.get(`/${file}`, (_request, reply) =>
        reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file}"`).send(text),
      );
    }
    done();
  });

  app.enableShutdownHooks();
  return app;
}
