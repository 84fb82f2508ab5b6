import type { AppDispatch } from './store.js';

/**
 * A page's first answers: the requests it shows the answers of at once, started before its first
 * render (boot.tsx) with the same arguments its hooks use, so the hooks find them on their way (or
 * already here) instead of starting them after that render. Each returns the requests it started.
 */
export type FirstAnswers = (dispatch: AppDispatch) => readonly PromiseLike<unknown>[];

/**
 * How long the first render waits for those answers. On a phone the prerendered page is already on
 * screen; one render with the answers is far cheaper than one render before them and another as they
 * land (issue 20: the scanner's blocking time). Past this the page renders and the answers arrive as usual.
 */
export const FIRST_ANSWERS_WAIT_MS = 600;

/** Resolves when every request has settled (answer or error), or after `ms`, whichever comes first. */
export function settledWithin(requests: readonly PromiseLike<unknown>[], ms: number): Promise<void> {
  if (requests.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(requests).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Resolves in a task of its own, so the work before and after it are two tasks, not one: the boot's
 * steps (the page's code evaluated, its first answers asked for, the first render begun) each end
 * their task and let the browser paint and answer taps between them (issue 20: Lighthouse counts
 * every task over 50 ms after the first paint as blocking).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
