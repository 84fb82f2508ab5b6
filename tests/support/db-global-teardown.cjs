require('tsx/cjs');
module.exports = require('./test-database.ts').teardownTestDatabase;
