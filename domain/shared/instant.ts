/** A point in time as callers hand it over: a Date, an ISO-8601 string or epoch milliseconds. */
export type Instant = Date | string | number;

/** Epoch milliseconds of an instant: `toEpochMs('1970-01-01T00:00:01Z')` → 1000. */
export const toEpochMs = (instant: Instant): number =>
  typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();

/** The ISO-8601 (UTC) text of an instant. */
export const toIsoString = (instant: Instant): string => new Date(toEpochMs(instant)).toISOString();
