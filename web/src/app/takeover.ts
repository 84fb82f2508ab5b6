import { PRERENDERED_CONTROLS, takeRecordedAction } from './takeover-intent.js';

/**
 * What a visitor typed or ticked on a prerendered page before the app took it over (issue 20): the
 * app's first render replaces the page's fields with its own, so their text, their ticks (remember me
 * unticked must stay unticked: the session then stays in this tab only) and the focus are carried
 * over, by position, as if done again (React sees an input event or a click and updates its state).
 */
export function carryOverTypedText(container: HTMLElement): void {
  const fields = () => [
    ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea'),
  ];
  const toggles = () => [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')];
  const before = fields();
  const togglesBefore = toggles();
  if (before.length === 0 && togglesBefore.length === 0) return;
  let focused = before.findIndex((f) => f === document.activeElement);
  const onFocus = (event: FocusEvent) => (focused = before.indexOf(event.target as HTMLInputElement));
  container.addEventListener('focusin', onFocus);
  const marker = container.firstChild;
  // Watched, not polled: the text is back in the same task as the app's first commit, before the
  // visitor (or a test) can press the app's button with empty fields.
  const observer = new MutationObserver(() => {
    if (marker && container.contains(marker)) return; // not taken over yet
    observer.disconnect();
    container.removeEventListener('focusin', onFocus);
    const after = fields();
    before.forEach((old, i) => {
      const field = after[i];
      if (!field || old.value === old.defaultValue) return;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, old.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const togglesAfter = toggles();
    togglesBefore.forEach((old, i) => {
      const box = togglesAfter[i];
      if (!box || old.checked === old.defaultChecked || box.checked === old.checked) return;
      if (box.type === 'checkbox' || old.checked) box.click(); // a radio is chosen by clicking the one picked
    });
    if (focused >= 0) after[focused]?.focus();
  });
  observer.observe(container, { childList: true });
}

/**
 * Marks the page as the app's once its first commit replaced the prerendered HTML: the
 * `data-prerendered` attribute goes, so scripts and tests can tell when the page answers taps.
 */
export function markTakeover(container: HTMLElement): void {
  const marker = container.firstChild;
  const observer = new MutationObserver(() => {
    if (marker && container.contains(marker)) return;
    observer.disconnect();
    document.documentElement.removeAttribute('data-prerendered');
  });
  observer.observe(container, { childList: true });
}

/**
 * Does again, once the app has the page, the tap or form a visitor sent before it was here
 * (takeover-intent.ts keeps it): the same control or form by position, in a task of its own after
 * the typed text is carried over (so the app's handlers see the text).
 */
export function replayRecordedAction(container: HTMLElement): void {
  const marker = container.firstChild;
  const observer = new MutationObserver(() => {
    if (marker && container.contains(marker)) return;
    observer.disconnect();
    setTimeout(() => {
      const action = takeRecordedAction();
      if (action?.kind === 'click') container.querySelectorAll<HTMLElement>(PRERENDERED_CONTROLS)[action.index]?.click();
      if (action?.kind === 'submit') container.querySelectorAll('form')[action.index]?.requestSubmit();
    }, 0);
  });
  observer.observe(container, { childList: true });
}
