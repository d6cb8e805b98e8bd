'use strict';
// Which operation of each resource the editor test executes ("Execute step"), with what
// parameters, and what the output panel must show.
//
// By default a resource runs its Get Many (`getAll`, Return All on where offered) and the
// output must list exactly the records the emulator holds at the endpoint the node asked:
// "<N> items" and the records' ids. A resource without Get Many needs an entry in PLANS
// (keyed "<resource>.<operation>"); a resource with neither fails the run, naming this file.
const { authHeaders, readList, listRequestsSince } = require('./emulatorLists');

const HOUR_MS = 3600000;

/** Items count the output panel states ("6 items", "1 item"), or undefined. */
function itemsCount(outputText) {
	const match = /\b(\d+) items?\b/.exec(outputText);
	return match ? Number(match[1]) : undefined;
}

const PLANS = {
	'usageCost.get': {
		// The last 7 whole days, raw: one item per entity and day, as the emulator answers them.
		parameters: () => {
			const today = Math.floor(Date.now() / 86400000) * 86400000;
			return {
				from: new Date(today - 6 * 86400000).toISOString(),
				to: new Date(today).toISOString(),
				simplify: false,
			};
		},
		async check({ outputText, requests, emulator, emulatorModule, deployment }) {
			const read = requests.find(
				(request) => request.method === 'GET' && request.path.endsWith('/usageCost'),
			);
			if (!read || read.status !== 200)
				return `the node's read did not reach the emulator's usageCost with 200 (${read ? read.status : 'no request'})`;
			const query = new URLSearchParams(read.query || {}).toString();
			const response = await fetch(`${emulator.url}${read.path}?${query}`, {
				headers: { accept: 'application/json', ...authHeaders(emulatorModule, deployment) },
			});
			const costs = ((await response.json()).result || {}).costs || [];
			const count = itemsCount(outputText);
			const problems = [];
			if (count !== costs.length)
				problems.push(
					`output shows ${count === undefined ? 'no item count' : `${count} items`}, the emulator answers ${costs.length} records for the range`,
				);
			if (costs.length && !outputText.includes(String(costs[0].entityName)))
				problems.push(`the first entity (${costs[0].entityName}) is not in the output panel`);
			return problems.length ? problems.join('; ') : null;
		},
	},
	'team.get': {
		// The team of the API key: one item, as the emulator answers GET /api/v2/team.
		parameters: () => ({ simplify: false }),
		async check({ outputText, requests, emulator, emulatorModule, deployment }) {
			const read = requests.find(
				(request) => request.method === 'GET' && request.path === '/api/v2/team',
			);
			if (!read || read.status !== 200)
				return `the node's read did not reach the emulator's /api/v2/team with 200 (${read ? read.status : 'no request'})`;
			const response = await fetch(`${emulator.url}${read.path}`, {
				headers: { accept: 'application/json', ...authHeaders(emulatorModule, deployment) },
			});
			const team = (await response.json()).data || {};
			const problems = [];
			for (const value of [team.id, team.name])
				if (!value || !outputText.includes(String(value)))
					problems.push(
						`the team's ${value === team.id ? 'ID' : 'name'} (${value}) is not in the output panel`,
					);
			return problems.length ? problems.join('; ') : null;
		},
	},
	'event.search': {
		parameters: ({ SEED }) => {
			// The last whole hour of the log source: the emulator has one event a minute.
			const endTime = Math.floor(Date.now() / 60000) * 60000;
			return {
				sourceId: { __rl: true, mode: 'id', value: SEED.sh.sources.log },
				startTime: new Date(endTime - HOUR_MS).toISOString(),
				endTime: new Date(endTime).toISOString(),
				where: 'level:error',
				returnAll: true,
			};
		},
		async check({ outputText, requests, emulatorModule }) {
			const search = requests.find(
				(request) => request.method === 'POST' && request.path === '/api/v2/search',
			);
			const problems = [];
			if (!search || search.status !== 200)
				return `the search did not reach the emulator's /api/v2/search with 200 (${search ? search.status : 'no request'})`;
			const { startTime, endTime } = search.body || {};
			// the search sends its range as ISO 8601 text
			const expected = emulatorModule
				.eventsOf('log', Date.parse(startTime), Date.parse(endTime))
				.filter((event) => event.SeverityText === 'error');
			const count = itemsCount(outputText);
			if (count !== expected.length)
				problems.push(
					`output shows ${count === undefined ? 'no item count' : `${count} items`}, the emulator has ${expected.length} error events in the hour`,
				);
			if (!/TraceId/.test(outputText)) problems.push('the output has no TraceId column');
			return problems.length ? problems.join('; ') : null;
		},
	},
	'chart.querySeries': {
		parameters: ({ SEED }) => {
			// Whole 5-minute buckets: an hour is 12 or 13 of them.
			const endTime = Math.floor(Date.now() / 300000) * 300000;
			return {
				specifyBody: 'json',
				jsonBody: JSON.stringify({
					startTime: endTime - HOUR_MS,
					endTime,
					granularity: '5m',
					series: [
						{ sourceId: SEED.sh.sources.log, aggFn: 'count', where: 'level:error', groupBy: [] },
					],
				}),
				output: 'points',
			};
		},
		async check({ outputText, requests }) {
			const count = itemsCount(outputText);
			const query = requests.find(
				(request) => request.method === 'POST' && request.path === '/api/v2/charts/series',
			);
			const problems = [];
			if (!(count >= 12 && count <= 13))
				problems.push(
					`output shows ${count === undefined ? 'no item count' : `${count} items`}, expected 12-13 five-minute points of an hour`,
				);
			if (!query || query.status !== 200)
				problems.push(
					`the query did not reach the emulator's /api/v2/charts/series with 200 (${query ? query.status : 'no request'})`,
				);
			if (!/timestamp/.test(outputText) || !/value/.test(outputText))
				problems.push('the output has no timestamp/value columns');
			return problems.length ? problems.join('; ') : null;
		},
	},
};

/**
 * The execution plan of a resource on a deployment: {operation, parameters(ctx), check(ctx)}
 * or {error}. `operations` are the resource's operation values there.
 */
function planFor(resource, operations) {
	for (const operation of operations) {
		const plan = PLANS[`${resource}.${operation}`];
		if (plan) return { operation, parameters: plan.parameters, check: plan.check };
	}
	if (operations.includes('getAll')) {
		return {
			operation: 'getAll',
			parameters: ({ visible }) =>
				visible.some((parameter) => parameter.name === 'returnAll') ? { returnAll: true } : {},
			async check({ outputText, requests, emulator, emulatorModule, deployment }) {
				const lists = requests.filter((request) => request.method === 'GET');
				if (lists.length === 0) return 'the node sent no GET to the emulator';
				const last = lists[lists.length - 1];
				const records = await readList(
					emulator,
					emulatorModule,
					deployment,
					last.path,
					last.query || {},
				);
				const count = itemsCount(outputText);
				const problems = [];
				if (count !== records.length)
					problems.push(
						`output shows ${count === undefined ? 'no item count' : `${count} items`}, the emulator holds ${records.length} at ${last.path}`,
					);
				const ids = records.map((record) => String(record.id));
				const missing = [ids[0], ids[ids.length - 1]].filter(
					(id) => id && id !== 'undefined' && !outputText.includes(id),
				);
				if (missing.length) problems.push(`ids not in the output panel: ${missing.join(', ')}`);
				return problems.length ? problems.join('; ') : null;
			},
		};
	}
	return {
		error: `no Get Many and no plan: add "${resource}.<operation>" to scripts/editor/plans.js`,
	};
}

module.exports = { planFor, itemsCount, PLANS, listRequestsSince };
