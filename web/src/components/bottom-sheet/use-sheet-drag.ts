import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** A press on the handle counts as a hold (and starts dragging) after this long (§9: 250 ms). */
export const SHEET_HOLD_MS = 250;
/** Movement before the hold that means the finger is scrolling, not holding. */
const JITTER_PX = 10;
/** The snap-back after a drag that did not close the sheet. */
const SNAP_BACK = 'transform 200ms ease';

/**
 * Whether a sheet dragged down by `dy` pixels should close: past a quarter of its height, or
 * 120 px, whichever is less (a tall sheet need not be dragged half the screen).
 */
export function closesAfterDrag(dy: number, sheetHeight: number): boolean {
  return dy > Math.min(120, sheetHeight * 0.25);
}

interface DragState {
  pointerId: number;
  startY: number;
  held: boolean;
  dy: number;
  timer: ReturnType<typeof setTimeout>;
  transform: string;
  transition: string;
}

/**
 * Hold-then-drag for a bottom sheet's handle: a press held 250 ms lets the sheet follow the finger
 * down; let go far enough and it closes, else it springs back. A quick press or a press that moves
 * first does nothing, so scrolling past the handle never drags the sheet. The sheet element is
 * moved directly (no React render per pointer move).
 */
export function useSheetDrag(sheetRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const drag = useRef<DragState | null>(null);
  const [held, setHeld] = useState(false);

  const finish = useCallback(
    (close: boolean) => {
      const d = drag.current;
      drag.current = null;
      setHeld(false);
      if (!d) return;
      clearTimeout(d.timer);
      const el = sheetRef.current;
      if (!el || !d.held) return;
      if (close) {
        // the Drawer's own exit animation takes over from where the finger left the sheet
        el.style.transition = d.transition;
        onClose();
        return;
      }
      el.style.transition = SNAP_BACK;
      el.style.transform = d.transform;
      setTimeout(() => {
        if (!drag.current) el.style.transition = d.transition;
      }, 220);
    },
    [onClose, sheetRef],
  );

  useEffect(() => () => finish(false), [finish]);

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || drag.current) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const el = sheetRef.current;
    const state: DragState = {
      pointerId: e.pointerId,
      startY: e.clientY,
      held: false,
      dy: 0,
      transform: el?.style.transform ?? '',
      transition: el?.style.transition ?? '',
      timer: setTimeout(() => {
        state.held = true;
        setHeld(true);
        if (el) el.style.transition = 'none';
      }, SHEET_HOLD_MS),
    };
    drag.current = state;
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dy = e.clientY - d.startY;
    if (!d.held) {
      if (Math.abs(dy) > JITTER_PX) finish(false);
      return;
    }
    d.dy = Math.max(0, dy);
    const el = sheetRef.current;
    if (el) el.style.transform = `translateY(${d.dy}px)`;
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    finish(d.held && closesAfterDrag(d.dy, sheetRef.current?.getBoundingClientRect().height ?? 0));
  };

  return {
    held,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: () => finish(false) },
  };
}
