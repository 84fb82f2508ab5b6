import { PRERENDERED_CONTROLS, takeRecordedAction } from './takeover-intent.js';

/**
 * Runs `steps` once, in the same task as the app's first commit that replaced the prerendered HTML
 * (its first node gone from the container). Watched, not polled: what the visitor typed is back
 * before they (or a test) can press the app's button with empty fields.
 */
function onTakeover(container: HTMLElement, steps: () => void): void {
  const marker = container.firstChild;
  const observer = new MutationObserver(() => {
    if (marker && container.contains(marker)) return; // not taken over yet
    observer.disconnect();
    steps();
  });
  observer.observe(container, { childList: true });
}

/**
 * Hands a prerendered page over to the app (issue 20): carries over what the visitor typed and
 * ticked, marks the page as the app's, then does again the tap or form they sent meanwhile.
 */
export function prepareTakeover(container: HTMLElement): void {
  const carryOver = recordTypedText(container);
  onTakeover(container, () => {
    carryOver();
    // the page answers taps now: scripts and tests can tell by the attribute's absence
    document.documentElement.removeAttribute('data-prerendered');
    replayRecordedAction(container);
  });
}

/**
 * What a visitor typed or ticked on a prerendered page before the app took it over: the app's first
 * render replaces the page's fields with its own, so their text, their ticks (remember me unticked
 * must stay unticked: the session then stays in this tab only) and the focus are carried over, by
 * position, as if done again (React sees an input event or a click and updates its state). Returns
 * what to run once the app has the page.
 */
function recordTypedText(container: HTMLElement): () => void {
  const fields = () => [
    ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea'),
  ];
  const toggles = () => [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')];
  const before = fields();
  const togglesBefore = toggles();
  let focused = before.findIndex((f) => f === document.activeElement);
  const onFocus = (event: FocusEvent) => (focused = before.indexOf(event.target as HTMLInputElement));
  container.addEventListener('focusin', onFocus);
  return () => {
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
  };
}

/**
 * Does again the tap or form a visitor sent before the app was here (takeover-intent.ts keeps it):
 * the same control or form by position, in a task of its own after the typed text is carried over
 * (so the app's handlers see the text).
 */
function replayRecordedAction(container: HTMLElement): void {
  setTimeout(() => {
    const action = takeRecordedAction();
    if (action?.kind === 'click') container.querySelectorAll<HTMLElement>(PRERENDERED_CONTROLS)[action.index]?.click();
    if (action?.kind === 'submit') container.querySelectorAll('form')[action.index]?.requestSubmit();
  }, 0);
}
