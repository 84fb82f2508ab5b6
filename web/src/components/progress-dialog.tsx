import type { ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Modal } from './modal.js';

/**
 * A percentage that climbs while `opened`: `next` gives each tick's value (a stable function: the
 * domain's curve), every `tickMs`; each opening starts again from 0 (adjusted while rendering, so no
 * pass shows the last run's end).
 */
export function useClimbingProgress(opened: boolean, next: (percent: number) => number, tickMs: number): number {
  const [percent, setPercent] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setPercent(0);
  }
  useEffect(() => {
    if (!opened) return undefined;
    const timer = window.setInterval(() => setPercent(next), tickMs);
    return () => window.clearInterval(timer);
  }, [opened, next, tickMs]);
  return percent;
}

/** A dialog the parent waits in while work runs: no close button, no closing by Escape or a tap outside; the caller closes it. */
export function ProgressDialog(props: Omit<ModalProps, 'onClose' | 'withCloseButton' | 'closeOnClickOutside' | 'closeOnEscape'>) {
  return <Modal {...props} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered />;
}
