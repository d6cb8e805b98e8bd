'use strict';
// What the emulator holds, read through its own public API with the demo credentials (the
// same view a client gets), to hold the editor's lists and outputs against.
//
// The list endpoint is the one the node asked (taken from the emulator's request log), so
// a locator kind added later is checked without changes here; for the kinds known today
// the endpoint itself is checked too (KNOWN_LIST_ENDPOINTS).

/** The scope the demo data lives in: preset for locators that other lists depend on. */
function scopeValues(SEED) {
	return { organizationId: SEED.org, serviceId: SEED.service };
}

const ORG = '/v1/organizations/[^/]+';
const SVC = `${ORG}/services/[^/]+`;

/**
 * searchListMethod -> deployment -> the path the list must come from (a RegExp source), or
 * null where the API has no list (the editor must then show the node's message, no entries).
 */
const KNOWN_LIST_ENDPOINTS = {
	searchOrganizations: { cloud: '/v1/organizations' },
	searchServices: { cloud: `${ORG}/services` },
	searchDashboards: { cloud: `${SVC}/observability/dashboards`, selfHosted: '/api/v2/dashboards' },
	searchAlerts: { cloud: `${SVC}/observability/alerts`, selfHosted: '/api/v2/alerts' },
	searchWebhooks: { cloud: `${SVC}/observability/webhooks`, selfHosted: '/api/v2/webhooks' },
	searchSavedSearches: {
		cloud: `${SVC}/observability/saved-searches`,
		selfHosted: '/api/v2/saved-searches',
	},
	searchSources: { cloud: `${SVC}/observability/sources`, selfHosted: '/api/v2/sources' },
	searchPipes: { cloud: `${SVC}/pipes` },
	searchApiKeys: { cloud: `${ORG}/keys` },
	searchReversePrivateEndpoints: { cloud: `${SVC}/pipesReversePrivateEndpoints` },
};

function knownEndpoint(method, deployment) {
	const byDeployment = KNOWN_LIST_ENDPOINTS[method];
	if (!byDeployment || !(deployment in byDeployment)) return undefined;
	return byDeployment[deployment] === null ? null : new RegExp(`^${byDeployment[deployment]}$`);
}

/** The records in an answer of either deployment: the cloud envelope's result, a self-hosted {data}, or an array. */
function recordsOf(body) {
	if (Array.isArray(body)) return body;
	if (body && typeof body === 'object') {
		if ('result' in body) return recordsOf(body.result);
		if ('data' in body) return recordsOf(body.data);
	}
	return [];
}

function authHeaders(emulatorModule, deployment) {
	if (deployment === 'cloud') {
		const { keyId, keySecret } = emulatorModule.DEMO_CLOUD;
		return { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` };
	}
	return { authorization: `Bearer ${emulatorModule.DEMO_SELF_HOSTED_API_KEY}` };
}

/**
 * Every record of a list endpoint, as the demo credential of `deployment` sees it. Paged
 * endpoints (the node sent limit/offset, or limit/cursor) are read whole, page by page: the
 * cloud keys by cursor (250 a page, until `nextCursor` is null), the others by offset (1,000 a
 * page, until a page is shorter).
 */
async function readList(emulator, emulatorModule, deployment, path, query = {}) {
	const paged = 'limit' in query || 'offset' in query || 'cursor' in query;
	const byCursor = paged && /\/keys$/.test(path);
	const pageSize = byCursor ? 250 : 1000;
	const records = [];
	for (let offset = 0, cursor = null; ; ) {
		const params = new URLSearchParams(
			Object.entries(query).filter(
				([key]) => key !== 'limit' && key !== 'offset' && key !== 'cursor',
			),
		);
		if (paged) params.set('limit', String(pageSize));
		if (paged && !byCursor) params.set('offset', String(offset));
		if (byCursor && cursor) params.set('cursor', cursor);
		const qs = params.toString();
		const response = await fetch(`${emulator.url}${path}${qs ? `?${qs}` : ''}`, {
			headers: { accept: 'application/json', ...authHeaders(emulatorModule, deployment) },
		});
		if (!response.ok)
			throw new Error(
				`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
			);
		const body = await response.json();
		const page = recordsOf(body);
		records.push(...page);
		if (!paged) break;
		if (byCursor) {
			cursor = body && typeof body.nextCursor === 'string' ? body.nextCursor : null;
			if (!cursor) break;
		} else {
			if (page.length < pageSize) break;
			offset += page.length;
		}
	}
	return records;
}

/** The list GETs the emulator received since `sinceSeq` (the node's own requests, no control calls). */
function listRequestsSince(emulator, sinceSeq) {
	return emulator
		.requests()
		.filter(
			(entry) => entry.seq > sinceSeq && entry.deployment !== 'control' && entry.method === 'GET',
		);
}

function lastSeq(emulator) {
	const log = emulator.requests();
	return log.length ? log[log.length - 1].seq : 0;
}

/**
 * What a list entry of a record must contain: a person's email address (team members and
 * invitations, whose name is optional), else its name, else its description, else its id.
 */
function recordKey(record) {
	return String(record.email || record.name || record.description || record.title || record.id);
}

/**
 * Compares a list the editor shows with the records: same count, and every record's key
 * in exactly one entry (entries may add a state or suffix, e.g. "Cloud alert 1 (ALERT)").
 * Returns a problem description or null.
 */
function compareEntries(entries, records) {
	const problems = [];
	if (entries.length !== records.length)
		problems.push(`shows ${entries.length} entries, the emulator holds ${records.length}`);
	const used = new Set();
	const missing = [];
	for (const record of records) {
		const key = recordKey(record);
		const index = entries.findIndex(
			(entry, position) => !used.has(position) && entry.includes(key),
		);
		if (index === -1) missing.push(key);
		else used.add(index);
	}
	if (missing.length)
		problems.push(
			`no entry for ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
		);
	const extra = entries.filter((_, position) => !used.has(position));
	if (extra.length) problems.push(`entries matching no record: ${extra.slice(0, 5).join(', ')}`);
	return problems.length ? problems.join('; ') : null;
}

module.exports = {
	authHeaders,
	scopeValues,
	knownEndpoint,
	KNOWN_LIST_ENDPOINTS,
	recordsOf,
	readList,
	listRequestsSince,
	lastSeq,
	recordKey,
	compareEntries,
};
