import {
  CATALOG_FLAG_BY_CATEGORY,
  CATALOG_FLAGS,
  checkBookIsbn,
  exampleColumn,
  isCategoryId,
  flagColumn,
  normalizeCsvRow,
  recordFromFields,
  toCsvRow,
  type BookRecord,
} from '../../domain/index.js';
import type { CatalogBook } from '../ports/book-catalog.port.js';

/** One field the repair changed, with its value before and after. */
export interface BookChange {
  readonly field: string;
  readonly before: string | boolean;
  readonly after: string | boolean;
}

export interface BookRepair {
  readonly record: BookRecord;
  readonly changes: BookChange[];
  /** What looks wrong but cannot be derived from the row itself (left for a person to decide). */
  readonly notes: string[];
}

/** Runs of blanks and line breaks inside a title or an author name are one space. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The stored row with what book intelligence knows of the book: its title, author and summary, and
 * per flag whether the content is present and, when it is, its first example (or description).
 * What the facts leave out stays as stored; the ISBN is the row's own.
 */
export function rederive(stored: BookRecord, known: CatalogBook): BookRecord {
  const flags = { ...stored.flags };
  const examples = { ...stored.examples };
  for (const flag of CATALOG_FLAGS) {
    // the categories a flag column stores (the split pairs share one): present when any of them is
    const facts = known.facts.categories.filter((c) => isCategoryId(c.category) && CATALOG_FLAG_BY_CATEGORY[c.category] === flag);
    if (facts.length === 0) continue;
    const present = facts.find((f) => f.present);
    flags[flag] = present !== undefined;
    if (present) examples[flag] = present.examples?.[0] ?? (present.description.trim() || stored.examples[flag]);
  }
  return { ...stored, title: known.title || stored.title, author: known.author || stored.author, summary: known.summary || stored.summary, flags, examples };
}

/**
 * Repairs `derived` (the stored row itself, or as book intelligence re-derives it) and lists every
 * change from `book`: the 36 fields go through the import's own normalization (the domain's
 * normalizeCsvRow and recordFromFields: trimmed cells, flags read as yes/no, the ISBN without
 * hyphens or spaces), and titles and author names are put on one line. A flag that disagrees with
 * its example (no, yet an example is given) is only noted: whether the content is there is a
 * reader's judgement, not a derivation. An ISBN that is not a book's (an ISMN, another EAN, a
 * wrong check digit: the import's one rule) is noted, not changed: which number is right is not in
 * the row.
 */
export function repairBook(book: BookRecord, derived: BookRecord = book): BookRepair {
  const normalized = normalizeCsvRow(toCsvRow(derived));
  const base = normalized.ok ? recordFromFields(normalized.fields) : derived; // 36 cells always normalize
  const record: BookRecord = { ...base, title: oneLine(base.title), author: oneLine(base.author) };
  const changes: BookChange[] = [];
  const compare = (field: string, before: string | boolean, after: string | boolean) => {
    if (before !== after) changes.push({ field, before, after });
  };
  compare('isbn', book.isbn, record.isbn);
  compare('title', book.title, record.title);
  compare('author', book.author, record.author);
  compare('summary', book.summary, record.summary);
  for (const flag of CATALOG_FLAGS) {
    compare(flagColumn(flag), book.flags[flag], record.flags[flag]);
    compare(exampleColumn(flag), book.examples[flag], record.examples[flag]);
  }
  const notes = CATALOG_FLAGS.filter((flag) => !record.flags[flag] && record.examples[flag] !== '').map(
    (flag) => `${exampleColumn(flag)} is filled in while ${flagColumn(flag)} is no`,
  );
  // stored before the import checked ISBNs: the number stays (it is how the book is found) but is named
  const isbn = record.isbn === '' ? null : checkBookIsbn(record.isbn);
  if (isbn && !isbn.ok) notes.unshift(`isbn: ${isbn.error}`);
  return { record, changes, notes };
}
