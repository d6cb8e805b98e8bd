'use strict';
/**
 * The cloud control plane's rules beyond its document (organization, API key and service state
 * updates), appended to rules.js's RULES: the document gives the types, enums and forms
 * (`assignedRoleIds` uuids, `expireAt` a date-time, null or, by the widening
 * `api-key-never-expires-empty`, empty); these rules add what it leaves open. That a role id names a
 * role of the organization is a lookup of the route (cloud.js). rulesControlPlane.test.ts tests
 * each rule.
 */
const { fail } = require('./validation');
const { isIpOrCidr } = require('./ip');

const STRICT = 'test/emulator/README.md (strict where the contract is silent)';

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} v @returns {any[]} */
const list = (v) => (Array.isArray(v) ? v : []);

/** @type {import('./rules').Rule[]} */
module.exports = [
	{
		id: 'control-plane-name-not-blank',
		source: `${STRICT}: an organization or a key is renamed to a name with a character other than a space`,
		operations: ['organizationUpdate', 'openapiKeyUpdate'],
		check(b) {
			if (typeof b.name === 'string' && !b.name.trim()) fail('name', 'must not be empty');
		},
	},
	{
		id: 'private-endpoints-add-or-remove',
		source:
			"CONTRACT.md §1 (Endpoints): an organization update's `privateEndpoints` is `{add?, remove?}`",
		operations: ['organizationUpdate'],
		before: true,
		check(b) {
			if (!isObject(b.privateEndpoints)) return; // the schema names the type
			for (const k of Object.keys(b.privateEndpoints))
				if (k !== 'add' && k !== 'remove')
					fail(`privateEndpoints.${k}`, "Unknown field; expected 'add' or 'remove'");
		},
	},
	{
		id: 'private-endpoint-id',
		source: `${STRICT}: each private endpoint added or removed names its id`,
		operations: ['organizationUpdate'],
		check(b) {
			for (const op of ['add', 'remove'])
				list(b.privateEndpoints && b.privateEndpoints[op]).forEach((e, i) => {
					const f = `privateEndpoints.${op}.${i}.id`;
					if (e.id === undefined) fail(f, 'Required');
					if (e.id === '') fail(f, 'must not be empty');
				});
		},
	},
	{
		id: 'ip-access-list-source',
		source:
			"docs/api-notes.md#api-keys: a caller outside a key's IP access list gets 401, so each entry's `source` is an address or a CIDR range, IPv4 or IPv6 (ip.js)",
		operations: ['openapiKeyUpdate'],
		check(b) {
			list(b.ipAccessList).forEach((e, i) => {
				const f = `ipAccessList.${i}.source`;
				if (e.source === undefined) fail(f, 'Required');
				if (!isIpOrCidr(e.source)) fail(f, `Invalid IP address or CIDR '${e.source}'`);
			});
		},
	},
	{
		id: 'service-command-required',
		source:
			'CONTRACT.md §1 (Services, activities and usage cost): a service state change is `{command}`',
		operations: ['instanceStateUpdate'],
		before: true,
		check(b) {
			if (b.command === undefined) fail('command', 'Required');
		},
	},
];
