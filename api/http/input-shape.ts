import { MAX_INPUT_DEPTH, UNSAFE_INPUT_MESSAGES } from './unsafe-input.js';

/**
 * How big a parsed JSON body may be in shape, whatever its size in bytes. class-transformer and
 * class-validator cost grows faster than linearly with the keys of one object (160,000 keys held the
 * event loop ~20 s), so the shape is bounded before any pipe sees the body. The app's largest real
 * bodies (a book analysis on a reading-list item, quiz data) stay far below each bound.
 */
export const INPUT_SHAPE_LIMITS = {
  /** Keys of one object. */
  maxKeys: 200,
  /** Items of one array. */
  maxItems: 1_000,
  /** Objects, arrays and values in the whole body. */
  maxValues: 20_000,
  /** Levels of nesting (the same bound the validation pipe applies). */
  maxDepth: MAX_INPUT_DEPTH,
} as const;

/** Too wide or too long: `payload_too_complex`; too deep keeps the validation pipe's code and words. */
export type InputShapeLimits = { readonly [K in keyof typeof INPUT_SHAPE_LIMITS]: number };

export const INPUT_SHAPE_CODE = 'payload_too_complex';
export interface ShapeProblem {
  readonly code: 'payload_too_complex' | 'validation_failed';
  readonly message: string;
}
const complex = (message: string): ShapeProblem => ({ code: INPUT_SHAPE_CODE, message });

export const INPUT_SHAPE_MESSAGES = {
  keys: `The request has too many fields: at most ${INPUT_SHAPE_LIMITS.maxKeys} in one object`,
  items: `The request has a list that is too long: at most ${INPUT_SHAPE_LIMITS.maxItems} items`,
  values: `The request holds too many values: at most ${INPUT_SHAPE_LIMITS.maxValues}`,
  depth: UNSAFE_INPUT_MESSAGES.tooDeep,
} as const;

/**
 * Why a parsed body is too wide, too long or too deep, or null. One iterative pass that stops at the
 * first bound crossed: its cost is bounded by maxValues, not by the body.
 */
export function inputShapeProblem(input: unknown, limits: InputShapeLimits = INPUT_SHAPE_LIMITS): ShapeProblem | null {
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++values > limits.maxValues) return complex(INPUT_SHAPE_MESSAGES.values);
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) return { code: 'validation_failed', message: INPUT_SHAPE_MESSAGES.depth };
    if (Array.isArray(value)) {
      if (value.length > limits.maxItems) return complex(INPUT_SHAPE_MESSAGES.items);
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    let keys = 0;
    // for…in stops at the bound without listing every key first (Object.keys of 160,000 keys would)
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      if (++keys > limits.maxKeys) return complex(INPUT_SHAPE_MESSAGES.keys);
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * The same bounds read off the raw JSON bytes, before JSON.parse: one pass over the text that
 * stops at the first bound crossed, so a 160,000-key object is refused without being built
 * (parsing it and listing its keys took ~0.4 s). It counts the items of each object and array
 * (commas at its level, plus one when it is not empty) and every value; strings are skipped with
 * their escapes. Text that is not JSON passes here and fails in JSON.parse.
 */
export function rawJsonShapeProblem(bytes: Uint8Array, limits: InputShapeLimits = INPUT_SHAPE_LIMITS): ShapeProblem | null {
  const kinds: number[] = []; // OPEN_OBJECT or OPEN_ARRAY, one per open container
  const items: number[] = []; // items counted so far in each open container
  let values = 1; // the root
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
      continue;
    }
    if (isSpace(b)) continue;
    const top = items.length - 1;
    // the first thing inside a container is its first item
    if (top >= 0 && items[top] === 0 && b !== CLOSE_OBJECT && b !== CLOSE_ARRAY) {
      items[top] = 1;
      if (++values > limits.maxValues) return complex(INPUT_SHAPE_MESSAGES.values);
    }
    if (b === QUOTE) inString = true;
    else if (b === COMMA && top >= 0) {
      const n = ++items[top];
      if (++values > limits.maxValues) return complex(INPUT_SHAPE_MESSAGES.values);
      if (kinds[top] === OPEN_OBJECT ? n > limits.maxKeys : n > limits.maxItems)
        return complex(kinds[top] === OPEN_OBJECT ? INPUT_SHAPE_MESSAGES.keys : INPUT_SHAPE_MESSAGES.items);
    } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      if (kinds.length >= limits.maxDepth) return { code: 'validation_failed', message: INPUT_SHAPE_MESSAGES.depth };
      kinds.push(b);
      items.push(0);
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      kinds.pop();
      items.pop();
    }
  }
  return null;
}
