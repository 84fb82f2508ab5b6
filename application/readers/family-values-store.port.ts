export type FamilyValues = Record<string, unknown>;

/** The account's family values: one free-JSON document per account. */
export interface FamilyValuesStore {
  /** Null when none were saved. */
  get(userId: string): Promise<FamilyValues | null>;
  /** Replaces the document (insert or update). */
  put(userId: string, data: FamilyValues, now: Date): Promise<FamilyValues>;
}
export const FAMILY_VALUES_STORE = Symbol('FAMILY_VALUES_STORE');
