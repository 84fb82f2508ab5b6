/**
 * Runs before every web component spec: jest-dom's matchers, and the browser APIs Mantine reads that
 * jsdom lacks (as in Mantine's testing guide): matchMedia, ResizeObserver, scrollIntoView, and a
 * getComputedStyle that ignores the pseudo-element argument jsdom does not implement.
 */
import '@testing-library/jest-dom';
import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { expectEveryRequestAnswered } from './render.js';

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    // a phone-first app: no media query matches, as on a narrow screen with no preferences set
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoResizeObserver;

// Toasts live in a module-level store and the chosen reader in localStorage: each test starts clean.
// A request no route answered fails the test: a screen asking for something unexpected is news.
afterEach(() => {
  act(() => notifications.clean());
  window.localStorage.clear();
  expectEveryRequestAnswered();
});

// A render with Mantine takes well under a second alone, but the machine running the suite is shared.
jest.setTimeout(20_000);

// Redux Toolkit's development checks warn when they take over 32 ms, which on a busy shared machine
// says nothing about the code: those two timing notices alone are dropped, every other warning stays.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms/.test(args[0])) return;
  warn(...args);
};
