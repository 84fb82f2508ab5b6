/**
 * A whole number with its digits grouped in threes by commas, as en-US writes it (5000 → '5,000'),
 * by hand rather than with `Intl.NumberFormat`: the platform builds its number formatter from ICU's
 * data the first time one is asked for, ~25 ms of blocked main thread, which the scanner paid while
 * its code loaded, for the limit messages built with the module (issue 20). Anything but a safe
 * integer (a fraction, a huge or non-finite number) is left to the platform.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
