import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { QUIZ_ANSWERS_SCHEMA } from '../readers/quiz-answers.schema.js';

// the package exports OpenAPIObject but not its parts: name the parts from it
type Components = NonNullable<OpenAPIObject['components']>;
export type SchemaObject = Exclude<NonNullable<Components['schemas']>[string], { $ref: string }>;
type ResponseObject = Exclude<NonNullable<Components['responses']>[string], { $ref: string }>;
type MediaTypeObject = NonNullable<ResponseObject['content']>[string];

/** Every error of the API (AllExceptionsFilter): `{ code, message, errors }`. */
export const ERROR_BODY_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Every error of the API: a machine code, the first human message, and every message.',
  required: ['code', 'message', 'errors'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', description: 'Machine code, e.g. validation_failed, not_found, rate_limited.', example: 'validation_failed' },
    message: { type: 'string', description: 'The first human message (the errors’ first).', example: 'Please enter a valid email address' },
    errors: { type: 'array', items: { type: 'string' }, description: 'Every human message.' },
  },
};

/** The errors of /api/auth/* (reader-code aside): the hosted auth service's (GoTrue's) shape; see docs/accounts.md. */
export const GOTRUE_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: "An error of the accounts API in the hosted auth service's (GoTrue's) shape: `code` and `error_code` are its wire codes.",
  required: ['code', 'error_code', 'msg', 'message', 'errors'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', description: 'GoTrue wire code, e.g. invalid_credentials, weak_password.', example: 'invalid_credentials' },
    error_code: { type: 'string', description: 'The same wire code (what older GoTrue clients read).', example: 'invalid_credentials' },
    msg: { type: 'string', description: 'The first human message.', example: 'Invalid login credentials' },
    message: { type: 'string', description: 'The first human message (same as msg).', example: 'Invalid login credentials' },
    errors: { type: 'array', items: { type: 'string' }, description: 'Every human message.' },
    weak_password: {
      type: 'object',
      description: 'Only with code weak_password: which rules the password broke.',
      required: ['reasons'],
      additionalProperties: false,
      properties: { reasons: { type: 'array', items: { type: 'string', enum: ['length', 'characters', 'pwned'] } } },
    },
  },
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const isGoTruePath = (path: string) => path.startsWith('/api/auth/') && !path.startsWith('/api/auth/reader-code');
const isTyped = (s: SchemaObject | { $ref: string } | undefined) =>
  !!s && ('$ref' in s || s.type !== undefined || s.oneOf !== undefined || s.anyOf !== undefined || s.allOf !== undefined);

/**
 * Every error response names its body: all errors pass through the one AllExceptionsFilter, so one
 * schema per family (ours, GoTrue's) is the truth. An example written as `schema: { example }`
 * moves to the media type, where it belongs beside a schema.
 */
function completeResponses(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.schemas = {
    ...document.components.schemas,
    ErrorBody: ERROR_BODY_SCHEMA,
    GoTrueError: GOTRUE_ERROR_SCHEMA,
    QuizAnswers: QUIZ_ANSWERS_SCHEMA as SchemaObject,
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const response = raw as ResponseObject;
        for (const media of Object.values<MediaTypeObject>(response.content ?? {})) {
          const schema = media.schema as SchemaObject | undefined;
          if (schema && !isTyped(schema) && 'example' in schema) {
            media.example ??= schema.example;
            delete media.schema;
          }
        }
        if (Number(status) < 400) continue;
        const ref = { $ref: `#/components/schemas/${isGoTruePath(path) ? 'GoTrueError' : 'ErrorBody'}` };
        // a route whose errors are pages (the test-mode billing pages) declares them itself
        if (response.content && !response.content['application/json']) continue;
        const json: MediaTypeObject = response.content?.['application/json'] ?? {};
        if (!isTyped(json.schema)) json.schema = ref;
        response.content = { ...response.content, 'application/json': json };
      }
    }
  }
}

/** The OpenAPI 3.1 document of every route, as served at GET /api/docs. */
export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ShelfCheck API')
    .setDescription('Book-fit analysis for families: accounts, readers, book intelligence, billing and administration.')
    .setVersion('1.0')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth()
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A reader's token from POST /api/auth/reader-code; accepted on /api/reader/* only" },
      'reader',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  completeResponses(document);
  return document;
}
