// Jest loads global setup outside its module mapper: tsx resolves the TypeScript sources here.
require('tsx/cjs');
module.exports = require('./test-database.ts').setupTestDatabase;
