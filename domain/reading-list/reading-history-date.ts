const DAY = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/**
 * The ISO instant (midnight UTC) of an export's date, `YYYY/MM/DD` (Goodreads, StoryGraph) or
 * `YYYY-MM-DD`; null for an empty cell or a day that does not exist:
 * `parseReadingHistoryDate('2024/02/29')` → '2024-02-29T00:00:00.000Z'.
 */
export function parseReadingHistoryDate(text: string): string | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? at.toISOString() : null;
}
