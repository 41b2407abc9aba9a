'use strict';
module.exports = require('./load.cjs')(() => require('../dist/export/index.js'), 'statement-extractor/export');
