import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether `query` matches, known in the first render. Mantine's default reads it in an effect, so
 * each component using it rendered a second time in the passive effects of the commit that mounted
 * it (on the scanner, the reading-profile card's one: ~8 ms of the takeover's passive effects).
 * The app's pages are replaced, not hydrated, so reading `matchMedia` at once cannot mismatch (the
 * build's prerender renders in Chromium at a phone's width, and already waited for the effect).
 */
export function useMediaQueryNow(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
