require('tsx/cjs');
const { teardownTestDatabase } = require('./test-database.ts');
module.exports = teardownTestDatabase;
