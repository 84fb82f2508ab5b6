/** How a reader is named on a reading-list item: 'Name (Age N)'; without an age, the name alone. */
export const readerDisplayName = (name: string, age?: number | null): string => (age === undefined || age === null ? name : `${name} (Age ${age})`);
