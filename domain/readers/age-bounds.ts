/**
 * The age bounds of each flow that asks for an age: the family quiz takes 1 to 100, the add-member
 * step 1 to 120, the adult quiz 18 to 120, the admin insight test 5 to 18.
 */
export const AGE_BOUNDS = {
  familyQuiz: { min: 1, max: 100 },
  addMember: { min: 1, max: 120 },
  adultQuiz: { min: 18, max: 120 },
  insightTest: { min: 5, max: 18 },
} as const;

export type AgeFlow = keyof typeof AGE_BOUNDS;

/** From this age a member goes through the adult quiz; younger ones the child comfort flow. */
export const ADULT_AGE = AGE_BOUNDS.adultQuiz.min;

export const AGE_MESSAGES = {
  required: 'Age is required',
  adult: 'must be 18+',
  outOfRange: (min: number, max: number) => `Age must be between ${min} and ${max}`,
} as const;

/**
 * An age's messages for a flow, empty when it fits: a whole number within the flow's bounds. The
 * adult quiz words its lower bound as 'must be 18+'.
 */
export function validateAge(flow: AgeFlow, age: number | null | undefined): string[] {
  if (age === null || age === undefined || Number.isNaN(age)) return [AGE_MESSAGES.required];
  const { min, max } = AGE_BOUNDS[flow];
  if (flow === 'adultQuiz' && age < min) return [AGE_MESSAGES.adult];
  return Number.isInteger(age) && age >= min && age <= max ? [] : [AGE_MESSAGES.outOfRange(min, max)];
}

/** Whether a reader of this age takes the adult quiz (18 or more) rather than the child flow. */
export const usesAdultQuiz = (age: number): boolean => age >= ADULT_AGE;
