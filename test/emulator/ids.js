'use strict';
/**
 * Identifier helpers: deterministic ids for the seed, random ids for records
 * created at run time, and the format checks used on path parameters.
 */
const crypto = require('crypto');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OBJECT_ID_RE = /^[0-9a-f]{24}$/i;

/**
 * Deterministic uuid in valid v4 form: `TTTTTTTT-0000-4000-8000-NNNNNNNNNNNN`.
 * @param {number} type entity type code (fits in 8 hex digits)
 * @param {number} n sequence number
 * @returns {string}
 */
function seedUuid(type, n) {
	return `${type.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * Deterministic 24-hex object id: 2 hex digits of type, 22 of sequence.
 * @param {number} type
 * @param {number} n
 * @returns {string}
 */
function seedObjectId(type, n) {
	return type.toString(16).padStart(2, '0') + n.toString(16).padStart(22, '0');
}

/** @returns {string} a random uuid v4 */
function randomUuid() {
	return crypto.randomUUID();
}

let objectIdCounter = crypto.randomBytes(3).readUIntBE(0, 3);
const processRandom = crypto.randomBytes(5).toString('hex');
/** @returns {string} a fresh object id (timestamp + random + counter, like the real ones) */
function randomObjectId() {
	objectIdCounter = (objectIdCounter + 1) % 0xffffff;
	const ts = Math.floor(Date.now() / 1000)
		.toString(16)
		.padStart(8, '0');
	return ts + processRandom + objectIdCounter.toString(16).padStart(6, '0');
}

/** @param {unknown} s */
function isUuid(s) {
	return typeof s === 'string' && UUID_RE.test(s);
}
/** @param {unknown} s */
function isObjectId(s) {
	return typeof s === 'string' && OBJECT_ID_RE.test(s);
}

module.exports = { seedUuid, seedObjectId, randomUuid, randomObjectId, isUuid, isObjectId };
