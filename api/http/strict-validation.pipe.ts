import { BadRequestException, ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { LRUCache } from 'lru-cache';
import { acceptsUnknownFields } from './accepts-unknown-fields.js';
import { unsafeInputProblem } from './unsafe-input.js';
import { productValidationMessages } from './validation-messages.js';

/**
 * The global ValidationPipe, preceded by the checks it cannot make itself (see unsafeInputProblem):
 * bodies, queries and route parameters that nest too deep, carry prototype-poisoning keys or hold
 * text PostgreSQL cannot store are refused with 400 validation_failed before any DTO is built.
 * A DTO marked @AcceptsUnknownFields() has its unknown fields stripped instead of refused.
 */
const NOT_AN_OBJECT = 'The request body is not a JSON object';

/** The longest query string (as JSON) remembered as valid, and how many are remembered for each DTO. */
const REMEMBERED_QUERY_CHARS = 256;
const REMEMBERED_QUERIES = 500;

export class StrictValidationPipe extends ValidationPipe {
  /**
   * Query strings that passed validation, by DTO (issue 20: class-validator was ~9 % of a cached
   * reading list's CPU, the same `?reader_id=…` validated again on every request of a page). Its
   * rules are pure functions of the values (no query DTO has a rule that reads a clock or a store),
   * so a query string valid once is valid again: it is only turned into its DTO. Refused ones are
   * always validated again (their messages are built each time), and so are DTOs that strip unknown
   * fields instead of refusing them.
   */
  private readonly validQueries = new WeakMap<object, LRUCache<string, true>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = unsafeInputProblem(value);
      if (problem) throw new BadRequestException({ code: 'validation_failed', message: problem, errors: [problem] });
    }
    const known = this.knownQuery(value, metadata);
    if (known) {
      if (known.valid.has(known.key)) return plainToInstance(known.metatype, value, this.transformOptions);
      const dto: unknown = await super.transform(value, metadata);
      known.valid.set(known.key, true);
      return dto;
    }
    // a DTO-typed body that is an array or a scalar: the pipe's own 'Validation failed (object is expected)', in our words
    if (metadata.type === 'body' && this.toValidate(metadata) && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException({ code: 'validation_failed', message: NOT_AN_OBJECT, errors: [NOT_AN_OBJECT] });
    }
    return super.transform(value, metadata);
  }

  /** Where a query string of this DTO is remembered as valid, when it may be (see validQueries). */
  private knownQuery(value: unknown, metadata: ArgumentMetadata) {
    const metatype = metadata.metatype;
    if (metadata.type !== 'query' || !metatype || !this.toValidate(metadata) || acceptsUnknownFields(metatype)) return undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const key = JSON.stringify(value);
    if (key.length > REMEMBERED_QUERY_CHARS) return undefined;
    let valid = this.validQueries.get(metatype);
    if (!valid) this.validQueries.set(metatype, (valid = new LRUCache<string, true>({ max: REMEMBERED_QUERIES })));
    return { key, valid, metatype: metatype as Type<unknown> };
  }

  protected override validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    if (!acceptsUnknownFields(object.constructor)) return super.validate(object, validatorOptions);
    return super.validate(object, { ...validatorOptions, whitelist: true, forbidNonWhitelisted: false });
  }
}

/**
 * The application's global pipe: unknown fields refused, values turned into their DTOs, and every
 * refusal in the product's words (400 `validation_failed`, the first message and all of them).
 */
export function productValidationPipe(): StrictValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const messages = productValidationMessages(errors);
      return new BadRequestException({ code: 'validation_failed', message: messages[0] ?? 'Please check your input', errors: messages });
    },
  });
}
