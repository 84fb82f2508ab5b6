import { lazy, type ComponentType } from 'react';
import type { FirstAnswers } from './first-answers.js';

/**
 * A page whose code loads on first visit, and that can be loaded ahead (`preload`); `firstAnswers`
 * loads what it shows at once, when it says (first-answers.ts), and none when it does not.
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown>; firstAnswers: () => Promise<FirstAnswers | null> };

/**
 * Like React.lazy, but once the code is loaded the page renders at once instead of suspending for
 * a tick. `main.tsx` preloads the page of the address being opened before the first render, so
 * the prerendered HTML is replaced by the same page, never by the loading spinner.
 */
export function lazyPage(load: () => Promise<ComponentType>, firstAnswers: () => Promise<FirstAnswers | null> = () => Promise.resolve(null)): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => (pending ??= load().then((component) => (loaded = component)));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    const Component = loaded ?? Suspending;
    return <Component />;
  }
  return Object.assign(Page, { preload, firstAnswers });
}

/** Styles of the components only the signed-in, reader and admin screens use. */
export const moreStyles = () => import('./styles/more.js');

/** Styles of the form, list and accordion components the public sign-in, help and legal pages add. */
export const formStyles = () => import('./styles/public-forms.js');
