/**
 * A tiny typed key-value store over IndexedDB (no package: the app needs get, set, delete and a
 * prefix scan). One database, two stores: `saved` (API answers and analyses kept for offline use)
 * and `queue` (checks waiting for a connection). Every call resolves, never throws: a browser
 * without IndexedDB (private mode in old Safari) simply keeps nothing.
 */
const DB_NAME = 'shelfcheck-offline';
const DB_VERSION = 1;
export type StoreName = 'saved' | 'queue';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      for (const name of ['saved', 'queue'] as const) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function run<T>(store: StoreName, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) return resolve(undefined);
        try {
          const tx = db.transaction(store, mode);
          const request = work(tx.objectStore(store));
          // resolved when the transaction is durable, so a reload right after never loses a write
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = () => resolve(undefined);
          tx.onabort = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      }),
  );
}

export const idbGet = <T>(store: StoreName, key: string): Promise<T | undefined> => run<T>(store, 'readonly', (s) => s.get(key) as IDBRequest<T>);

/** Resolves true once written. */
export const idbSet = (store: StoreName, key: string, value: unknown): Promise<boolean> =>
  run(store, 'readwrite', (s) => s.put(value, key)).then((k) => k !== undefined);

export const idbDelete = (store: StoreName, key: string): Promise<void> => run(store, 'readwrite', (s) => s.delete(key)).then(() => undefined);

/** Every value whose key starts with `prefix`. */
export const idbValues = <T>(store: StoreName, prefix: string): Promise<T[]> =>
  run<T[]>(store, 'readonly', (s) => s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)) as IDBRequest<T[]>).then((v) => v ?? []);

/** Empties one store (the scanner's "Reset saved data" empties `saved`). */
export const idbClear = (store: StoreName): Promise<void> => run(store, 'readwrite', (s) => s.clear()).then(() => undefined);

/** Deletes every entry whose key starts with `prefix` (one account's data). */
export const idbDeletePrefix = (store: StoreName, prefix: string): Promise<void> =>
  run(store, 'readwrite', (s) => s.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`))).then(() => undefined);
