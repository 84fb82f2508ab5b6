import { toCategoryId } from '../taxonomy/category-resolver.js';
import { CATEGORY_IDS, type CategoryId } from '../taxonomy/content-categories.js';

/** 0 (barely there) to 5 (most intense), on the same scale as a reader's tolerance. */
export type Severity = 0 | 1 | 2 | 3 | 4 | 5;

/** What is known about one content category of a book. */
export interface ContentFact {
  readonly category: CategoryId;
  readonly present: boolean;
  readonly severity: number;
  readonly description: string;
  readonly examples?: readonly string[];
}

/** A book's content facts and its preference tags (genres, themes, settings, characters, tones). */
export interface BookFacts {
  readonly title: string;
  readonly author: string;
  readonly categories: readonly ContentFact[];
  readonly tags?: readonly string[];
  /**
   * Categories nobody rated for this book (an AI answer that left them out): "not rated", never
   * "none". A category with a fact in `categories` is rated whatever this says.
   */
  readonly unrated?: readonly CategoryId[];
}

/** The reader a book is judged for. */
export interface ReaderProfile {
  readonly name: string;
  readonly age: number;
  /** 0..5 per category; a missing category takes the age default (see default-tolerance.ts). */
  readonly tolerance?: Readonly<Partial<Record<CategoryId, number>>>;
  /** Preference tags the reader likes (none when missing). */
  readonly preferences?: readonly string[];
  /** Categories the parent wants flagged whenever present (none when missing). */
  readonly screening?: readonly CategoryId[];
}

/** A fact after merging: one per category, examples always listed. */
export type MergedFact = ContentFact & { readonly examples: readonly string[] };

/** Any number onto the 0..5 severity scale: rounded, then held within it. */
export const clampSeverity = (value: number): Severity => Math.min(5, Math.max(0, Math.round(value))) as Severity;

/**
 * One fact per category, in canonical order. A fact named in another vocabulary ('Substance Abuse')
 * counts under its canonical category; an unknown one is dropped. Several facts for one category (several analysis labels
 * map to one category) merge: present if any is, the highest severity, their distinct descriptions
 * joined, their examples concatenated.
 */
export function mergeContentFacts(facts: readonly ContentFact[]): MergedFact[] {
  return CATEGORY_IDS.flatMap((category) => {
    const same = facts.filter((fact) => toCategoryId(fact.category) === category);
    if (same.length === 0) return [];
    const descriptions = [...new Set(same.map((f) => f.description.trim()).filter((d) => d !== ''))];
    return [
      {
        category,
        present: same.some((f) => f.present),
        severity: Math.max(...same.map((f) => clampSeverity(f.severity))),
        description: descriptions.join(' '),
        examples: same.flatMap((f) => f.examples ?? []),
      },
    ];
  });
}
