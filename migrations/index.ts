import { Migration20261122000000Initial } from './Migration20261122000000_initial.js';
import { Migration20261122010000Accounts } from './Migration20261122010000_accounts.js';
import { Migration20261122020000Readers } from './Migration20261122020000_readers.js';
import { Migration20261122030000Books } from './Migration20261122030000_books.js';
import { Migration20261122031000BookTypes } from './Migration20261122031000_book_types.js';
import { Migration20261122040000Billing } from './Migration20261122040000_billing.js';
import { Migration20261123100000CatalogSpeed } from './Migration20261123100000_catalog_speed.js';
import { Migration20261123200000AccountDeletion } from './Migration20261123200000_account_deletion.js';
import { Migration20261123400000Corrections } from './Migration20261123400000_corrections.js';
import { Migration20261123450000AnalysisCacheRetention } from './Migration20261123450000_analysis_cache_retention.js';
import { Migration20261123500000BookRequests } from './Migration20261123500000_book_requests.js';
import { Migration20261125133000CatalogRequests } from './Migration20261125133000_catalog_requests.js';
import { Migration20261125134000ImportJobs } from './Migration20261125134000_import_jobs.js';
import { Migration20261125133000GotrueSessions } from './Migration20261125133000_gotrue_sessions.js';
import { Migration20261125143000RatingsProvenance } from './Migration20261125143000_ratings_provenance.js';
import { Migration20261125150000CancelAtPeriodEnd } from './Migration20261125150000_cancel_at_period_end.js';
import { Migration20261125140000AdminUnlockSession } from './Migration20261125140000_admin_unlock_session.js';
import { Migration20261126020000Households } from './Migration20261126020000_households.js';
import { Migration20261126030000ShareLinks } from './Migration20261126030000_share_links.js';
import { Migration20261126050000ShelfSessions } from './Migration20261126050000_shelf_sessions.js';
import { Migration20261126060000CatalogVersion } from './Migration20261126060000_catalog_version.js';

/** Every migration, in order. Listed in code so that the compiled server and Jest find them alike. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000Initial },
  { name: 'Migration20261122010000_accounts', class: Migration20261122010000Accounts },
  { name: 'Migration20261122020000_readers', class: Migration20261122020000Readers },
  { name: 'Migration20261122030000_books', class: Migration20261122030000Books },
  { name: 'Migration20261122031000_book_types', class: Migration20261122031000BookTypes },
  { name: 'Migration20261122040000_billing', class: Migration20261122040000Billing },
  { name: 'Migration20261123100000_catalog_speed', class: Migration20261123100000CatalogSpeed },
  { name: 'Migration20261123200000_account_deletion', class: Migration20261123200000AccountDeletion },
  { name: 'Migration20261123400000_corrections', class: Migration20261123400000Corrections },
  { name: 'Migration20261123450000_analysis_cache_retention', class: Migration20261123450000AnalysisCacheRetention },
  { name: 'Migration20261123500000_book_requests', class: Migration20261123500000BookRequests },
  { name: 'Migration20261125133000_catalog_requests', class: Migration20261125133000CatalogRequests },
  { name: 'Migration20261125133000_gotrue_sessions', class: Migration20261125133000GotrueSessions },
  { name: 'Migration20261125134000_import_jobs', class: Migration20261125134000ImportJobs },
  { name: 'Migration20261125140000_admin_unlock_session', class: Migration20261125140000AdminUnlockSession },
  { name: 'Migration20261125143000_ratings_provenance', class: Migration20261125143000RatingsProvenance },
  { name: 'Migration20261125150000_cancel_at_period_end', class: Migration20261125150000CancelAtPeriodEnd },
  { name: 'Migration20261126020000_households', class: Migration20261126020000Households },
  { name: 'Migration20261126030000_share_links', class: Migration20261126030000ShareLinks },
  { name: 'Migration20261126050000_shelf_sessions', class: Migration20261126050000ShelfSessions },
  { name: 'Migration20261126060000_catalog_version', class: Migration20261126060000CatalogVersion },
];
