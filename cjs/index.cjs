'use strict';
module.exports = require('./load.cjs')(() => require('../dist/index.js'), 'statement-extractor');
