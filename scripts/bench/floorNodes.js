'use strict';
// The floor for any verified community node: two minimal nodes that do nothing but fetch the
// same self-hosted pages through n8n's request helper with the credential
// (`helpers.httpRequestWithAuthentication`, what such a node must use), run by the same engine.
// The gap between them and n8n's request helper alone is n8n's per-request and per-item cost.

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

/** Every alert as one item each, as `alert:getAll` with Return All. */
class BenchFloorList {
	constructor() {
		this.description = description('benchFloorList', { inputs: ['main'], outputs: ['main'] });
	}

	async execute() {
		const pairedItem = { item: 0 };
		return [(await fetchAll(this, '/alerts')).map((json) => ({ json, pairedItem }))];
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
	floorNodeTypes: { benchFloorList: BenchFloorList, benchFloorPoll: BenchFloorPoll },
};
