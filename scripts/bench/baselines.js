'use strict';
// The two baselines every node figure is compared with: a bare keep-alive undici client
// making the same requests (the limit), and n8n's own HTTP Request node (v4.2, predefined
// credential type) run through the same engine.
const { Pool } = require('undici');

/** A keep-alive client speaking to the emulator with the demo credentials. */
function undiciClient(baseUrl, auth, connections = 1) {
	const pool = new Pool(baseUrl, { connections, pipelining: 1 });
	async function getJson(path) {
		const response = await pool.request({
			method: 'GET',
			path,
			headers: { authorization: auth, accept: 'application/json' },
		});
		const text = await response.body.text();
		if (response.statusCode >= 400) throw new Error(`HTTP ${response.statusCode}: ${text}`);
		return JSON.parse(text);
	}
	return { getJson, close: () => pool.close() };
}

/**
 * Reads pages by offset (`page(offset)` answers one) until `max` records, a short page or the
 * list's total, as a careful hand-written client would.
 */
async function offsetPages(page, pageSize, max) {
	const records = [];
	for (let offset = 0; ; offset += pageSize) {
		const body = await page(offset);
		for (const record of body.data) records.push(record);
		if (
			records.length >= max ||
			body.data.length < pageSize ||
			(body.meta && records.length >= body.meta.total)
		)
			return records;
	}
}

/** Reads every page of a self-hosted list through undici. */
async function undiciPages(client, path, pageSize = 1000, max = Infinity) {
	return offsetPages(
		(offset) => client.getJson(`${path}?limit=${pageSize}&offset=${offset}`),
		pageSize,
		max,
	);
}

/** HTTP Request node parameters for a GET with one of this package's credential types. */
function httpRequestNode(url, credentialType) {
	return {
		name: 'HTTP Request',
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		parameters: {
			method: 'GET',
			url,
			authentication: 'predefinedCredentialType',
			nodeCredentialType: credentialType,
			options: {},
		},
		credentials: {
			[credentialType]: {
				id: credentialType === 'observabilityCloudApi' ? 'obsDemoCloud0001' : 'obsDemoSelfHost1',
				name: 'demo',
			},
		},
	};
}

/** GETs every path with at most `concurrency` in flight, as the node runs read-only items. */
async function undiciEach(client, paths, concurrency) {
	let next = 0;
	const worker = async () => {
		while (next < paths.length) await client.getJson(paths[next++]);
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The same pages through n8n's own outbound request helper (what every node's
 * `helpers.httpRequest*` ends in), without any node around it: the floor for an n8n node.
 */
async function n8nHelperPages(baseUrl, auth, path, pageSize = 1000, max = Infinity) {
	const { Container } = require('@n8n/di');
	const { OutboundHttp } = require('@n8n/backend-network');
	const http = Container.get(OutboundHttp).requests();
	return offsetPages(
		(offset) =>
			http.request({
				method: 'GET',
				url: baseUrl + path,
				qs: { limit: pageSize, offset },
				headers: { Authorization: auth },
				json: true,
			}),
		pageSize,
		max,
	);
}

module.exports = { undiciClient, undiciPages, undiciEach, n8nHelperPages, httpRequestNode };
