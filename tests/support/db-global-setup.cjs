// Jest loads global setup outside its module mapper: tsx resolves the TypeScript sources here.
require('tsx/cjs');
const { setupTestDatabase } = require('./test-database.ts');
module.exports = setupTestDatabase;
