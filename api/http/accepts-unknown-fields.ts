import 'reflect-metadata';

const ACCEPTS_UNKNOWN_FIELDS = Symbol('accepts-unknown-fields');

/**
 * Marks a body DTO whose route must take whatever else a third-party client sends (the official
 * auth clients add `code_challenge`, `gotrue_meta_security`, `options`, … as they please): unknown
 * fields are dropped, not refused. Every other DTO keeps the strict rule (an unknown field is a 400).
 */
export const AcceptsUnknownFields = (): ClassDecorator => (target) => {
  Reflect.defineMetadata(ACCEPTS_UNKNOWN_FIELDS, true, target);
};

export const acceptsUnknownFields = (target: unknown): boolean => typeof target === 'function' && Reflect.getMetadata(ACCEPTS_UNKNOWN_FIELDS, target) === true;
