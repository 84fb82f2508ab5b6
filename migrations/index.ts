import { Migration20261122000000Initial } from './Migration20261122000000_initial.js';
import { Migration20261122030000Books } from './Migration20261122030000_books.js';
import { Migration20261122040000Billing } from './Migration20261122040000_billing.js';

/** Every migration, in order. Listed in code so that the compiled server and Jest find them alike. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000Initial },
  { name: 'Migration20261122030000_books', class: Migration20261122030000Books },
  { name: 'Migration20261122040000_billing', class: Migration20261122040000Billing },
];
