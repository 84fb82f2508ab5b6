/**
 * Admission of one call to the AI provider, for the adapters that make it (the book intelligence's
 * JSON client, the cover recognizer). The application's AiGate only says on whose behalf a task runs;
 * the slot is taken here, around the provider call itself, so catalog look-ups, cached analyses and
 * local rules inside the same task never wait for AI capacity.
 */
export interface ProviderAdmission {
  /** Runs `call` (one request to the provider, retries included) once a slot is free. */
  admit<T>(call: () => Promise<T>): Promise<T>;
}
export const AI_ADMISSION = Symbol('AI_ADMISSION');

/** No limited capacity: every call goes at once. */
export const OPEN_ADMISSION: ProviderAdmission = { admit: (call) => call() };
