import { BadRequestException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { unsafeInputProblem } from './unsafe-input.js';

/**
 * The global ValidationPipe, preceded by the checks it cannot make itself (see unsafeInputProblem):
 * bodies, queries and route parameters that nest too deep, carry prototype-poisoning keys or hold
 * text PostgreSQL cannot store are refused with 400 validation_failed before any DTO is built.
 */
export class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = unsafeInputProblem(value);
      if (problem) throw new BadRequestException({ code: 'validation_failed', message: problem, errors: [problem] });
    }
    return super.transform(value, metadata);
  }
}
