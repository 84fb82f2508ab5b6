/**
 * The right to write the catalog with a real import, one holder at a time. In the API it is a
 * PostgreSQL advisory lock, so that the guard holds across every instance (and goes with an
 * instance that dies); the default is this process's own flag.
 */
export interface ImportWriterLock {
  /** Answers the release when the lock was free, or null when another import holds it. */
  tryAcquire(): Promise<(() => Promise<void>) | null>;
}
export const IMPORT_WRITER_LOCK = Symbol('IMPORT_WRITER_LOCK');
