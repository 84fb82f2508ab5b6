import { PREFERENCE_GROUPS, preferenceGroupOf, type PreferenceGroup } from './preference-tags.js';

export type BookPreferences = Record<PreferenceGroup, string[]>;

/**
 * After the pair questions: counts the chosen tags and sorts them into their groups, most chosen
 * first (ties alphabetically). Unknown tags are dropped.
 * @example tallyPreferenceTags(['fantasy', 'survival', 'fantasy', 'mystery']).genres // ['fantasy', 'mystery']
 */
export function tallyPreferenceTags(chosen: readonly string[]): BookPreferences {
  const counts = new Map<string, number>();
  for (const tag of chosen) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const ranked = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([tag]) => tag);
  const result = Object.fromEntries(PREFERENCE_GROUPS.map((group) => [group, [] as string[]])) as BookPreferences;
  for (const tag of ranked) {
    const group = preferenceGroupOf(tag);
    if (group) result[group].push(tag);
  }
  return result;
}
