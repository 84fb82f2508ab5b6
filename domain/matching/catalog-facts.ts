/**
 * The severity a catalog "yes" stands for. The catalog records presence only, so a flagged category
 * is taken as Moderate (3): it is flagged for readers whose tolerance is Low or below (the age
 * default under 12) and passes for Moderate and above.
 */
export const CATALOG_YES_SEVERITY = 3;
