/**
 * The browser keys of the specification's client (§3 "Browser-stored keys"), cleared by the data
 * reset. Never the session: resetting saved data does not sign the parent out.
 */
export const SAVED_DATA_KEYS = [
  'familyMembers',
  'userQuizComplete',
  'userReadingProfile',
  'selectedMember',
  'scannedBooks',
  'bookScanResults',
  'lastScanResult',
  'cachedBooks',
] as const;

/** Removes those keys from local and session storage; storage that refuses access is skipped. */
export function resetSavedData(storages: (() => Storage)[] = [() => window.localStorage, () => window.sessionStorage]): void {
  for (const storageOf of storages) {
    try {
      const storage = storageOf();
      for (const key of SAVED_DATA_KEYS) storage.removeItem(key);
    } catch {
      // Private mode or blocked storage: nothing was saved there.
    }
  }
}
