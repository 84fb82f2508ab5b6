/** 'March 4, 2026' in the reader's locale, or null for a missing or unreadable date. */
export function formatPlanDate(iso: string | null, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'premium_monthly' → 'Premium Monthly'; null → 'Premium'. */
export const planName = (tier: string | null): string => (tier ?? 'premium').replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
