import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { PAGE_LIMITS } from '../../../domain/index.js';

type Fetch = (
  arg: string | FetchArgs,
) => PromiseLike<{ data?: unknown; error?: FetchBaseQueryError; meta?: object }> | { data?: unknown; error?: FetchBaseQueryError; meta?: object };

/** Pages a list route may be asked for before the client stops (the server bounds lists below this). */
const MAX_PAGES = 100;

/**
 * Reads every page of a list route (limit/offset, X-Next-Offset) into one array: list routes answer
 * at most 100 items a page, and a reading list may hold more.
 */
export async function fetchAllPages<T>(fetch: Fetch, path: string): Promise<{ data: T[] } | { error: FetchBaseQueryError }> {
  const items: T[] = [];
  let offset: number | null = 0;
  for (let page = 0; offset !== null && page < MAX_PAGES; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const result = await fetch(`${path}${separator}limit=${PAGE_LIMITS.max}&offset=${offset}`);
    if (result.error) return { error: result.error };
    items.push(...(result.data as T[]));
    const next = (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('X-Next-Offset');
    offset = next && /^\d+$/.test(next) ? Number(next) : null;
  }
  return { data: items };
}
