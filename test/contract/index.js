'use strict';
/**
 * The contract check: exchanges with the emulator against the two published OpenAPI documents
 * (documents/), with the only accepted differences listed in widenings.js. See README.md.
 */
const { checkExchange } = require('./check');
const { sumTotals, formatTotals } = require('./totals');
const widenings = require('./widenings');

module.exports = { checkExchange, sumTotals, formatTotals, widenings };
