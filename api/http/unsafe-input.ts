/** How deep a request body may nest; the app's deepest real body (quiz data) is 3 levels. */
export const MAX_INPUT_DEPTH = 32;

export const UNSAFE_INPUT_MESSAGES = {
  tooDeep: `The request nests deeper than ${MAX_INPUT_DEPTH} levels`,
  nul: 'Text must not contain NUL characters',
  surrogate: 'Text must be valid Unicode',
  key: (path: string) => `property ${path} should not exist`,
} as const;

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Keys that name a member of Object.prototype (`__proto__`, `constructor`, `toString`…) or
 * `prototype`. class-transformer never copies them onto a DTO (and `__proto__` would replace its
 * prototype), so `forbidNonWhitelisted` never sees them: they must be refused before.
 */
const isPoisonedKey = (key: string) => key === 'prototype' || key in Object.prototype;

/**
 * Why a parsed body, query or parameter cannot be taken, or null. Refused: nesting deeper than
 * MAX_INPUT_DEPTH (the transformer and validator recurse, so a deep body overflowed the stack:
 * 500), prototype-poisoning keys at any depth, and text PostgreSQL cannot store (NUL, lone UTF-16
 * surrogates: 500 from the driver). Iterative, so the check itself cannot overflow.
 */
export function unsafeInputProblem(input: unknown): string | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (NUL.test(value)) return UNSAFE_INPUT_MESSAGES.nul;
      if (LONE_SURROGATE.test(value)) return UNSAFE_INPUT_MESSAGES.surrogate;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return UNSAFE_INPUT_MESSAGES.tooDeep;
    for (const key of Object.keys(value)) {
      const child = path ? `${path}.${key}` : key;
      if (!Array.isArray(value)) {
        if (isPoisonedKey(key)) return UNSAFE_INPUT_MESSAGES.key(child);
        if (NUL.test(key)) return UNSAFE_INPUT_MESSAGES.nul;
        if (LONE_SURROGATE.test(key)) return UNSAFE_INPUT_MESSAGES.surrogate;
      }
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: child });
    }
  }
  return null;
}
