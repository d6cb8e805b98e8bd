'use strict';
// The floor for any verified community node: two minimal nodes that do nothing but fetch the
// same self-hosted pages through n8n's request helper with the credential
// (`helpers.httpRequestWithAuthentication`, what such a node must use), run by the same engine.
// The gap between them and n8n's request helper alone is n8n's per-request and per-item cost.
// A third reads one record per item, as the node's Get operations do (sections 2 and 3).

const CREDENTIAL = 'observabilitySelfHostedApi';
const PAGE = 1000;

async function fetchAll(context, path) {
	const { baseUrl } = await context.getCredentials(CREDENTIAL);
	const records = [];
	for (let offset = 0; ; offset += PAGE) {
		const body = await context.helpers.httpRequestWithAuthentication.call(context, CREDENTIAL, {
			method: 'GET',
			url: `${baseUrl}/api/v2${path}`,
			qs: { limit: PAGE, offset },
			json: true,
		});
		for (const record of body.data) records.push(record);
		if (body.data.length < PAGE || records.length >= body.meta.total) return records;
	}
}

const description = (name, extra) => ({
	displayName: name,
	name,
	group: ['input'],
	version: 1,
	description: 'Benchmark floor',
	defaults: { name },
	credentials: [{ name: CREDENTIAL, required: true }],
	properties: [],
	...extra,
});

/**
 * One record per item: GET `<baseUrl><path><id>`, the item's `id` parameter evaluated per item
 * (an expression, as the node's ID field is), at most `concurrency` requests at once. With
 * `firstWindow`, requests after the first `firstWindow` wait for the first answer, as a node
 * that keeps to a documented rate limit until the server shows it allows more must.
 */
class BenchFloorGet {
	constructor() {
		this.description = description('benchFloorGet', {
			inputs: ['main'],
			outputs: ['main'],
			credentials: [
				{ name: CREDENTIAL, required: false },
				{ name: 'observabilityCloudApi', required: false },
			],
			properties: ['credentialType', 'path', 'id', 'concurrency', 'firstWindow'].map((name) => ({
				displayName: name,
				name,
				type: name === 'concurrency' || name === 'firstWindow' ? 'number' : 'string',
				default: name === 'concurrency' ? 1 : name === 'firstWindow' ? 0 : '',
			})),
		});
	}

	async execute() {
		const items = this.getInputData();
		const credentialType = this.getNodeParameter('credentialType', 0);
		const path = this.getNodeParameter('path', 0);
		const concurrency = this.getNodeParameter('concurrency', 0);
		const firstWindow = this.getNodeParameter('firstWindow', 0);
		const { baseUrl } = await this.getCredentials(credentialType);
		const out = new Array(items.length);
		let answered;
		const firstAnswer = new Promise((resolve) => (answered = resolve));
		let next = 0;
		const worker = async () => {
			while (next < items.length) {
				const index = next++;
				if (firstWindow && index >= firstWindow) await firstAnswer;
				const json = await this.helpers.httpRequestWithAuthentication.call(this, credentialType, {
					method: 'GET',
					url: `${baseUrl}${path}${this.getNodeParameter('id', index)}`,
					json: true,
				});
				answered();
				out[index] = { json, pairedItem: { item: index } };
			}
		};
		await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
		return [out];
	}
}

/**
 * Every alert as one item each, as `alert:getAll` with Return All; with `fields` (names,
 * comma-separated) only those fields of each, as the node's Simplify keeps.
 */
class BenchFloorList {
	constructor() {
		this.description = description('benchFloorList', {
			inputs: ['main'],
			outputs: ['main'],
			properties: [{ displayName: 'fields', name: 'fields', type: 'string', default: '' }],
		});
	}

	async execute() {
		const pairedItem = { item: 0 };
		const fields = this.getNodeParameter('fields', 0).split(',').filter(Boolean);
		const pick = (record) =>
			fields.length
				? Object.fromEntries(fields.filter((name) => name in record).map((n) => [n, record[n]]))
				: record;
		return [
			(await fetchAll(this, '/alerts')).map((record) => ({ json: pick(record), pairedItem })),
		];
	}
}

/** A poll that fetches every alert and reports nothing. */
class BenchFloorPoll {
	constructor() {
		this.description = description('benchFloorPoll', {
			group: ['trigger'],
			polling: true,
			inputs: [],
			outputs: ['main'],
		});
	}

	async poll() {
		await fetchAll(this, '/alerts');
		return null;
	}
}

module.exports = {
	floorNodeTypes: {
		benchFloorList: BenchFloorList,
		benchFloorPoll: BenchFloorPoll,
		benchFloorGet: BenchFloorGet,
	},
};
