/**
 * A PostgreSQL text[] literal ('{"a","b"}') for a `?::text[]` parameter: the driver's placeholder
 * binding would spread a JavaScript array into a list of parameters.
 */
export const pgTextArray = (items: readonly string[]): string => `{${items.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
