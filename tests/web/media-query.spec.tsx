/**
 * useMediaQueryNow (web/src/app/media-query.ts): a media query's answer is known in a component's
 * first render, so nothing renders twice to learn it (Mantine's default reads it in an effect).
 */
import { render } from '@testing-library/react';
import { useMediaQueryNow } from '../../web/src/app/media-query.js';

const { matchMedia } = window;
afterEach(() => (window.matchMedia = matchMedia));

/** A screen where `matching` is the one query that matches. */
function screenWhere(matching: string): void {
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === matching });
}

function Probe({ query, seen }: { query: string; seen: boolean[] }) {
  seen.push(useMediaQueryNow(query));
  return null;
}

describe('useMediaQueryNow', () => {
  it('answers a matching query in the first render, and renders once', () => {
    screenWhere('(max-width: 36em)');
    const seen: boolean[] = [];
    render(<Probe query="(max-width: 36em)" seen={seen} />);
    expect(seen).toEqual([true]);
  });

  it('answers a query that does not match with false, also at once', () => {
    screenWhere('(max-width: 36em)');
    const seen: boolean[] = [];
    render(<Probe query="(min-width: 75em)" seen={seen} />);
    expect(seen).toEqual([false]);
  });
});
