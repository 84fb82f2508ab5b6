const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const COUNT = new Intl.NumberFormat();

/** An ISO instant in the reader's locale, e.g. '23 Nov 2026, 16:40'; the raw text when unreadable. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
};

export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
};

/** 1043 → '1,043' in the reader's locale. */
export const formatCount = (n: number): string => COUNT.format(n);
