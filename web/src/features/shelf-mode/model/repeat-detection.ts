/** A barcode seen again within this time of its last sighting is the same book still in the frame. */
export const REPEAT_WINDOW_MS = 4000;

/**
 * Whether a barcode read from the live camera is a new scan: not when the same ISBN was last seen
 * less than REPEAT_WINDOW_MS ago. Every sighting renews the time, so a book held in the frame is
 * posted once, and the same book shown again after a pause is posted again (and answered "Already
 * on this shelf"). `seen` is updated in place.
 *
 * @example isNewSighting(seen, '9780064400558', 10_000) // true, then false for 4 s of sightings
 */
export function isNewSighting(seen: Map<string, number>, isbn: string, now: number, windowMs = REPEAT_WINDOW_MS): boolean {
  const last = seen.get(isbn);
  seen.set(isbn, now);
  return last === undefined || now - last >= windowMs;
}
