import { useEffect, useState } from 'react';

/** The bottom navigation comes back this long after scrolling stops (§9). */
export const SCROLL_HIDE_DELAY_MS = 600;

const isTextEntry = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'file'].includes((el as HTMLInputElement).type)));

/**
 * True while the page scrolls (false again 600 ms after the last scroll event), and while a text
 * box has the focus: a phone's keyboard is up, and the bar would cover what is being typed.
 */
export function useHideOnScroll(delay = SCROLL_HIDE_DELAY_MS): boolean {
  const [scrolling, setScrolling] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    // Only touch screens bring up a keyboard that the bar would sit on.
    if (!window.matchMedia?.('(pointer: coarse)').matches) return;
    const onFocusIn = (e: FocusEvent) => setTyping(isTextEntry(e.target));
    const onFocusOut = () => setTyping(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), delay);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [delay]);
  return scrolling || typing;
}
