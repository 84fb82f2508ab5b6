import { Migration20261122000000Initial } from './Migration20261122000000_initial.js';

/** Every migration, in order. Listed in code so that the compiled server and Jest find them alike. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000Initial },
];
