// The admin area's pages (one lazy chunk: admins are few, and the pages share the gate and the API).
export { AdminDashboardPage } from './components/admin-dashboard-page.js';
export { ImportBookDataPage } from './components/import-book-data-page.js';
export { CleanImportPage } from './components/clean-import-page.js';
export { ExportBooksPage } from './components/export-books-page.js';
export { FixBookDataPage } from './components/fix-book-data-page.js';
export { InsightTestPage } from './components/insight-test-page.js';
