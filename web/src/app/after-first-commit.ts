import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true from a render of its own right after that first
 * commit, made in a transition (decision 54). For parts that must not be in the app's first commit:
 * Mantine's Portal and floating-ui's reference (every Menu, Popover and the toasts) set state in a
 * layout effect or a ref, an update React finishes before the task ends, so one of them in the
 * takeover's commit made React run every passive effect of that commit (each page's queries
 * subscribing) and render the app again in the same task.
 */
export function useMountedAfterFirstCommit(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
