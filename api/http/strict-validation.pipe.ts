import { BadRequestException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { acceptsUnknownFields } from './accepts-unknown-fields.js';
import { unsafeInputProblem } from './unsafe-input.js';

/**
 * The global ValidationPipe, preceded by the checks it cannot make itself (see unsafeInputProblem):
 * bodies, queries and route parameters that nest too deep, carry prototype-poisoning keys or hold
 * text PostgreSQL cannot store are refused with 400 validation_failed before any DTO is built.
 * A DTO marked @AcceptsUnknownFields() has its unknown fields stripped instead of refused.
 */
const NOT_AN_OBJECT = 'The request body is not a JSON object';

export class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = unsafeInputProblem(value);
      if (problem) throw new BadRequestException({ code: 'validation_failed', message: problem, errors: [problem] });
    }
    // a DTO-typed body that is an array or a scalar: the pipe's own 'Validation failed (object is expected)', in our words
    if (metadata.type === 'body' && this.toValidate(metadata) && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException({ code: 'validation_failed', message: NOT_AN_OBJECT, errors: [NOT_AN_OBJECT] });
    }
    return super.transform(value, metadata);
  }

  protected override validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    if (!acceptsUnknownFields(object.constructor)) return super.validate(object, validatorOptions);
    return super.validate(object, { ...validatorOptions, whitelist: true, forbidNonWhitelisted: false });
  }
}
