/**
 * What a visitor typed into a prerendered page before the app took it over (issue 20): the app's
 * first render replaces the page's fields with its own, so their text and the focus are carried
 * over, by position, as if typed again (React sees an input event and updates its state).
 */
export function carryOverTypedText(container: HTMLElement): void {
  const fields = () => [
    ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea'),
  ];
  const before = fields();
  if (before.length === 0) return;
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
