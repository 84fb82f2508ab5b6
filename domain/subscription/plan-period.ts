import type { Plan } from './subscription-check.throttle.js';

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * End of a paid period that starts at `start`: one calendar month (monthly) or year (annual) later,
 * on the same day or the month's last day when it is shorter, as a provider bills.
 * @example planPeriodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly') // 2026-02-28T10:00:00Z
 */
export function planPeriodEnd(start: Date, plan: Plan): Date {
  const months = plan === 'annual' ? 12 : 1;
  const total = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(total / 12);
  const month = total % 12;
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), daysInMonth(year, month)));
  return end;
}
