import { isTolerance } from '../../domain/index.js';
import { READER_MESSAGES } from './reader-messages.js';

/**
 * The messages for a comfort-level map, empty when every value sits on the domain's 0..5 scale.
 * Keys stay free (the quiz has used several vocabularies); the domain resolves them when judging.
 */
export function toleranceErrors(tolerance: Readonly<Record<string, unknown>> | null | undefined): string[] {
  if (tolerance === null || tolerance === undefined) return [];
  const bad = Object.values(tolerance).some((v) => !isTolerance(v));
  return bad ? [READER_MESSAGES.tolerance] : [];
}
