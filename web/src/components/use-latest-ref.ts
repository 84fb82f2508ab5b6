import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the latest `value` (a callback prop, typically) for effects and async work that
 * must call the newest one without re-running when it changes. React forbids writing a ref while
 * rendering, so it is written in a layout effect: after the commit, before any effect reads it.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
