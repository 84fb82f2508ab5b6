import * as account from './account.entities.js';
import * as billing from './billing.entities.js';
import * as book from './book.entities.js';
import * as catalogRequest from './catalog-request.entities.js';
import * as household from './household.entities.js';
import * as reader from './reader.entities.js';
import * as shelf from './shelf.entities.js';
import * as sharing from './sharing.entities.js';

export * from './account.entities.js';
export * from './billing.entities.js';
export * from './book.entities.js';
export * from './catalog-request.entities.js';
export * from './household.entities.js';
export * from './reader.entities.js';
export * from './shelf.entities.js';
export * from './sharing.entities.js';

/** Every entity the ORM knows; the migrations own the schema. */
export const ALL_ENTITIES = [
  ...Object.values(account),
  ...Object.values(reader),
  ...Object.values(billing),
  ...Object.values(book),
  ...Object.values(catalogRequest),
  ...Object.values(shelf),
  ...Object.values(sharing),
  ...Object.values(household),
];
