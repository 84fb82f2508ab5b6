const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else names no row (and must not reach PostgreSQL, which would raise). */
export const isUuid = (id: string): boolean => UUID.test(id);
