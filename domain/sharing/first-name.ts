/**
 * The first name of a reader's name, as a share card shows it: the first word, so a surname the
 * parent typed ("Mia Rossi") never leaves the account. A name of one word is kept whole; a
 * hyphenated first name ("Anne-Marie") is one word.
 * @example firstNameOnly('  Mia   Rossi ') // 'Mia'
 */
export function firstNameOnly(name: string): string {
  return name.trim().replace(/\s[\s\S]*$/, '');
}
