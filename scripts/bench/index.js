#!/usr/bin/env node
'use strict';
// `npm run bench`: the node against two baselines in the same run, median of repetitions
// with min and max; writes docs/benchmark.md whole (scripts/bench/report.js: the results and a
// digest of them, which test/benchmarkReport.test.ts checks; nothing is spliced into the file
// from other runs or by hand). Benchmarks are not tests: nothing here fails a build; goals are
// reported as met or missed, each with the slack it allows.
//
//   npm run bench                          every scenario at issue #8's sizes (sizes.js: `full`);
//                                          rewrites docs/benchmark.md
//   npm run bench -- --quick               every scenario at smaller sizes, printed; the file is
//                                          untouched (the tracked report is full-size)
//   npm run bench -- --only=concurrent     only these scenarios (comma-separated names of
//                                          `scenarios` in main()), printed; the file is untouched
//   npm run bench -- --compare=a3ceaa3     also the package of that commit (built in the system's
//                                          temporary folder: basePackage.js), measured by this
//                                          checkout's code in the same run, the two taking turns
//                                          within each repetition; the report gains "Before and
//                                          after" (compare.js). Combines with --quick and --only.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const {
	startEmulator,
	SEED,
	DEMO_CLOUD,
	DEMO_SELF_HOSTED_API_KEY,
} = require('../../test/emulator');
const { createEngine } = require('../demo/engine');
const { rounds, timed, ms, range, ratio, stats } = require('./measure');
const {
	undiciClient,
	undiciPages,
	undiciEach,
	n8nHelperPages,
	httpRequestNode,
} = require('./baselines');
const { floorNodeTypes } = require('./floorNodes');
const { renderReport } = require('./report');
const { basePackage } = require('./basePackage');
const { comparison, SLACK } = require('./compare');
const { SIZES, sizesLine } = require('./sizes');

const root = path.resolve(__dirname, '../..');
const REPS = Number(process.env.BENCH_REPS ?? 5);
const quick = process.argv.includes('--quick');
const SIZE = quick ? SIZES.quick : SIZES.full;
const sections = [];
const goals = [];
/** The machine's 1-minute load average when the run started (other jobs weigh on the times). */
const loadAtStart = os.loadavg()[0];
const compareRef = process.argv
	.find((arg) => arg.startsWith('--compare='))
	?.slice('--compare='.length);

/**
 * The packages measured: this checkout's and, with --compare, the base commit's build. Each has
 * its own engine (made in main()) over its own dist/ modules, so its own pacers; the measuring
 * code, the emulator and the baselines are this checkout's for both.
 */
const head = { key: 'head', root, engine: undefined };
/** @type {undefined | {key: 'base', root: string, engine: any, commit: string, short: string, subject: string}} */
let base;
const packages = () => (base ? [base, head] : [head]);

/**
 * The packages in the order of repetition `index`: the base first in even repetitions, this
 * checkout first in odd ones, so a busy moment of the machine weighs on both and neither always
 * runs second (on warmer code or a fuller heap).
 */
function inTurn(index) {
	if (!base) return [head];
	return index % 2 ? [head, base] : [base, head];
}

/**
 * `fn(package)` for every package measured, once each to warm up, then `times` repetitions in
 * which the packages take turns (inTurn). Returns each package's values by its key; without
 * --compare this is `rounds(times, fn)` of this checkout.
 */
async function inPairs(times, fn) {
	const values = { head: [], base: [] };
	for (const pkg of inTurn(0)) await fn(pkg);
	for (let i = 0; i < times; i++) for (const pkg of inTurn(i)) values[pkg.key].push(await fn(pkg));
	return values;
}

/** The before and after figures of the sections, for comparison() of scripts/bench/compare.js. */
const figures = [];
function figure(entry) {
	if (base) figures.push(entry);
}

const locator = (value) => ({ __rl: true, mode: 'id', value });
const SH_CRED = { observabilitySelfHostedApi: { id: 'obsDemoSelfHost1', name: 'demo' } };
const CLOUD_CRED = { observabilityCloudApi: { id: 'obsDemoCloud0001', name: 'demo' } };
const bearer = `Bearer ${DEMO_SELF_HOSTED_API_KEY}`;
/**
 * What the node sends on the self-hosted API before the server has shown it allows more than
 * its documented 100 requests a minute: the limit and one more. The minimal node keeps to it too.
 */
const SELF_HOSTED_FIRST_WINDOW = 101;
/** The case two sections measure: Alert: Get of self-hosted alerts, one item an alert, the default 200 at once. */
const selfHostedAlertGet = () => ({
	node: {
		deployment: 'selfHosted',
		resource: 'alert',
		operation: 'get',
		alertId: locator('={{ $json.id }}'),
	},
	credentials: SH_CRED,
	credentialType: 'observabilitySelfHostedApi',
	concurrency: 200,
	firstWindow: SELF_HOSTED_FIRST_WINDOW,
	auth: bearer,
	ids: SEED.sh.alerts,
	path: (id) => `/api/v2/alerts/${id}`,
});
const basic =
	'Basic ' + Buffer.from(`${DEMO_CLOUD.keyId}:${DEMO_CLOUD.keySecret}`).toString('base64');
const cloudScope = () => ({
	deployment: 'cloud',
	organizationId: locator(SEED.org),
	serviceId: locator(SEED.service),
});
/** Alert: Get of the cloud, the alert of each item's `id`. */
const cloudAlertGet = () => ({
	...cloudScope(),
	resource: 'alert',
	operation: 'get',
	alertId: locator('={{ $json.id }}'),
});

/**
 * The median of the ratios a[i] / b[i] of measurements taken back to back: on a shared
 * machine a busy moment then weighs on both sides of a ratio, not on one median.
 */
function paired(a, b) {
	return stats(a.map((value, index) => value / b[index])).median;
}

/** A full collection before a measurement, so none pays for the garbage of the one before. */
function collectGarbage() {
	if (!global.gc) require('v8').setFlagsFromString('--expose-gc');
	(global.gc ?? require('vm').runInNewContext('gc'))();
}

/** The slack of the goals that compare the node's median with the HTTP Request node's. */
const HTTP_NODE_SLACK = 0.02;

/**
 * A goal as the report's table shows it; `slack` is what it allows beyond the limit its name
 * states ('none', or the share `met` was computed with).
 */
function goal(name, met, detail, slack = 'none') {
	goals.push({ name, met, detail, slack });
}

function section(title, intro, header, rows) {
	sections.push({ title, intro, header, rows });
	console.log(`\n## ${title}`);
	for (const row of rows) console.log('  ' + row.join(' | '));
}

function apiCount(emulator) {
	return emulator.requests().filter((entry) => entry.deployment !== 'control').length;
}

async function runNode(engine, parameters, credentials, input) {
	const result = await engine.runNode({ parameters, credentials, input });
	const error = result.error('Node');
	if (error) throw new Error(error.message);
	return result.json('Node');
}

/** The jobs of section 1 run by `engine`: a row each, and the goals of those with a known minimum. */
async function economyJobs(emulator, engine) {
	const rows = [];
	const checks = [];
	const check = (job, sent, minimum) => {
		rows.push([job, sent, minimum, sent === minimum ? 'yes' : 'NO']);
		checks.push({ job, sent, minimum });
	};

	emulator.reset({ selfHostedAlerts: 10000 });
	emulator.clearRequests();
	const trigger = {
		name: 'Trigger',
		type: 'observabilityPipesTrigger',
		parameters: { deployment: 'selfHosted', event: 'alertStateChanged' },
		credentials: SH_CRED,
	};
	await engine.poll({ node: trigger, staticData: {} });
	check('trigger poll over 10,000 alerts (self-hosted, pages of 1,000)', apiCount(emulator), 10);

	emulator.reset({ pipes: 50 });
	emulator.clearRequests();
	const audited = await runNode(
		engine,
		{
			...cloudScope(),
			resource: 'pipe',
			operation: 'auditSettings',
			expectedSettings: JSON.stringify({ engine_max_threads: 8 }),
		},
		CLOUD_CRED,
		[{}],
	);
	check(`pipe:auditSettings over ${audited.length} pipes`, apiCount(emulator), 1);

	emulator.clearRequests();
	const settingsTrigger = {
		name: 'Trigger',
		type: 'observabilityPipesTrigger',
		parameters: { ...cloudScope(), event: 'pipeSettingsChanged' },
		credentials: CLOUD_CRED,
	};
	await engine.poll({ node: settingsTrigger, staticData: {} });
	check('pipeSettingsChanged poll over 50 pipes', apiCount(emulator), 1);

	emulator.reset({ selfHostedAlerts: 10000 });
	emulator.clearRequests();
	await runNode(
		engine,
		{
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'getAll',
			returnAll: false,
			limit: 5,
		},
		SH_CRED,
		[{}],
	);
	check('alert:getAll with limit 5 over 10,000 alerts', apiCount(emulator), 1);

	emulator.reset();
	emulator.clearRequests();
	await runNode(
		engine,
		{
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'update',
			alertId: locator(SEED.sh.alerts[0]),
			specifyBody: 'fields',
			updateFields: { threshold: 42 },
		},
		SH_CRED,
		[{}],
	);
	check('partial self-hosted alert:update (read + write)', apiCount(emulator), 2);

	// Complete lists of the newer cloud document: keys by cursor (250 a page), alerts by offset
	// (1,000 a page); Limit asks each page only for what is still missing.
	const keyScope = { deployment: 'cloud', organizationId: locator(SEED.org) };
	emulator.reset({ cloudKeys: 260, alerts: 1050 });
	emulator.clearRequests();
	const keys = await runNode(
		engine,
		{ ...keyScope, resource: 'apiKey', operation: 'getAll', returnAll: true },
		CLOUD_CRED,
		[{}],
	);
	check(
		`apiKey:getAll Return All over ${keys.length} keys (cursor pages of 250)`,
		apiCount(emulator),
		2,
	);

	emulator.clearRequests();
	await runNode(
		engine,
		{ ...keyScope, resource: 'apiKey', operation: 'getAll', returnAll: false, limit: 10 },
		CLOUD_CRED,
		[{}],
	);
	check(`apiKey:getAll with limit 10 over ${keys.length} keys`, apiCount(emulator), 1);

	emulator.clearRequests();
	const cloudAlerts = await runNode(
		engine,
		{ ...cloudScope(), resource: 'alert', operation: 'getAll', returnAll: true },
		CLOUD_CRED,
		[{}],
	);
	check(
		`cloud alert:getAll Return All over ${cloudAlerts.length} alerts (offset pages of 1,000)`,
		apiCount(emulator),
		2,
	);

	emulator.clearRequests();
	await runNode(
		engine,
		{ ...cloudScope(), resource: 'alert', operation: 'getAll', returnAll: false, limit: 5 },
		CLOUD_CRED,
		[{}],
	);
	check(`cloud alert:getAll with limit 5 over ${cloudAlerts.length} alerts`, apiCount(emulator), 1);

	// Update Settings reads the settings and sends the whole map with the change applied: one
	// request more than a bare PUT, so the result is the same whether the server merges or replaces.
	emulator.reset();
	emulator.clearRequests();
	await runNode(
		engine,
		{
			...cloudScope(),
			resource: 'pipe',
			operation: 'updateSettings',
			pipeId: locator(SEED.pipes.objectStorage),
			specifyBody: 'json',
			jsonBody: '{"engine_max_threads": 4}',
		},
		CLOUD_CRED,
		[{}],
	);
	check('pipe:updateSettings (read the settings + write the whole map)', apiCount(emulator), 2);

	// The operator's jobs (services, activities, usage cost).
	emulator.reset();
	emulator.clearRequests();
	await runNode(
		engine,
		{
			...cloudScope(),
			resource: 'service',
			operation: 'wake',
			serviceId: locator(SEED.idleService),
		},
		CLOUD_CRED,
		[{}],
	);
	check('service:wake (without waiting)', apiCount(emulator), 1);

	emulator.reset();
	const end = Date.now() - 60000;
	for (let i = 0; i < 8; i++)
		emulator.addActivity({ createdAt: new Date(end - i * 60000).toISOString() });
	emulator.clearRequests();
	const window = { from: new Date(end - 3600000).toISOString(), to: new Date(end).toISOString() };
	await runNode(
		engine,
		{ ...cloudScope(), resource: 'activity', operation: 'getAll', ...window, returnAll: true },
		CLOUD_CRED,
		[{}],
	);
	check('activity:getAll over a window of 8 activities', apiCount(emulator), 1);

	emulator.reset();
	emulator.clearRequests();
	const activityTrigger = {
		name: 'Trigger',
		type: 'observabilityPipesTrigger',
		parameters: {
			deployment: 'cloud',
			event: 'activityLogged',
			organizationId: locator(SEED.org),
		},
		credentials: CLOUD_CRED,
	};
	const activityBaseline = await engine.poll({ node: activityTrigger, staticData: {} });
	for (let i = 0; i < 3; i++)
		emulator.addActivity({ createdAt: new Date(Date.now() - i * 1000).toISOString() });
	emulator.clearRequests();
	await engine.poll({ node: activityTrigger, staticData: activityBaseline.staticData });
	check(
		'activityLogged poll with 3 new activities (fewer than 10 in its window)',
		apiCount(emulator),
		1,
	);
	for (let i = 0; i < 9; i++)
		emulator.addActivity({ createdAt: new Date(Date.now() - (i + 1) * 1000).toISOString() });
	emulator.clearRequests();
	await engine.poll({ node: activityTrigger, staticData: activityBaseline.staticData });
	rows.push([
		'activityLogged poll with 12 activities in its window (an answer of 10 or more is checked by its two halves)',
		apiCount(emulator),
		'1 if the list were known not to be capped',
		'no: no cap is published',
	]);

	emulator.clearRequests();
	await engine.poll({
		node: {
			...activityTrigger,
			parameters: { ...activityTrigger.parameters, event: 'serviceStateChanged' },
		},
		staticData: {},
	});
	check('serviceStateChanged poll over the services of the organization', apiCount(emulator), 1);

	emulator.clearRequests();
	await runNode(
		engine,
		{
			...cloudScope(),
			resource: 'usageCost',
			operation: 'get',
			from: '2026-11-01',
			to: '2026-11-30',
			tagFilters: { tags: [{ name: 'Environment', value: 'Production' }] },
			simplify: true,
		},
		CLOUD_CRED,
		[{}],
	);
	check('usageCost:get over 30 days with a tag filter, totals per entity', apiCount(emulator), 1);

	// A capped list of unknown order: the node cannot know an answer is whole without reading
	// parts of its window (docs/api-notes.md#activities); with the cap and the order known,
	// ceil(N / cap) windows would do.
	emulator.reset();
	for (let i = 0; i < 100; i++)
		emulator.addActivity({ createdAt: new Date(end - i * 30000).toISOString() });
	emulator.configure({ activityList: { order: 'unordered', cap: 25 } });
	emulator.clearRequests();
	try {
		const read = await runNode(
			engine,
			{ ...cloudScope(), resource: 'activity', operation: 'getAll', ...window, returnAll: true },
			CLOUD_CRED,
			[{}],
		);
		rows.push([
			`activity:getAll over 100 activities, the list capped at 25 and unordered (${read.length} read)`,
			apiCount(emulator),
			'4 if the cap and order were known',
			'no: both are unknown',
		]);
	} finally {
		emulator.configure({ activityList: {} });
	}
	return { rows, checks };
}

async function requestEconomy(emulator) {
	// Counts, not times: the base's jobs run first, then this checkout's.
	const before = base && (await economyJobs(emulator, base.engine));
	const { rows, checks } = await economyJobs(emulator, head.engine);
	for (const { job, sent, minimum } of checks)
		goal(`request economy: ${job}`, sent === minimum, `${sent} sent, minimum ${minimum}`);
	const title = '1. Request economy';
	section(
		title,
		'Requests a job sends against the fewest the API allows.',
		['Job', 'Requests sent', 'Minimum', 'Equal'],
		rows,
	);
	const sent = (jobRows) => jobRows.reduce((sum, row) => sum + row[1], 0);
	if (before)
		figure({
			section: title,
			measure: `requests sent by its ${rows.length} jobs`,
			unit: 'requests',
			base: sent(before.rows),
			head: sent(rows),
			goal: { noSlower: SLACK.economy },
		});
}

/**
 * The minimal verified node (scripts/bench/floorNodes.js) doing a case's work: one request per
 * item through n8n's request helper with the credential, the item's ID an expression, at the
 * node's own concurrency and, on the self-hosted API, its first window.
 */
async function runFloor(engine, c, input) {
	const result = await engine.runNode({
		type: 'benchFloorGet',
		parameters: {
			credentialType: c.credentialType,
			path: c.path(''),
			id: '={{ $json.id }}',
			concurrency: c.concurrency,
			firstWindow: c.firstWindow ?? 0,
		},
		credentials: c.credentials,
		input,
	});
	const error = result.error('Node');
	if (error) throw new Error(error.message);
	if (result.json('Node').length !== input.length) throw new Error('the minimal node missed items');
}

async function itemsAgainstBaselines(
	emulator,
	engine,
	{ title, intro, items, latencyMs, cases, slack },
) {
	emulator.reset();
	emulator.configure({ latencyMs, logBodies: false });
	const rows = [];
	try {
		for (const c of cases) {
			const input = Array.from({ length: items }, (_, index) => ({
				id: c.ids[index % c.ids.length],
			}));
			// The same requests with the node's own concurrency for read-only items (cloud 1, self-hosted 200).
			const client = undiciClient(emulator.url, c.auth, c.concurrency);
			const http = () =>
				timed(async () => {
					const result = await engine.runWorkflow({
						nodes: [
							{ name: 'Items', type: 'testItems', parameters: { items: JSON.stringify(input) } },
							httpRequestNode(`={{ "${emulator.url}${c.path('')}" + $json.id }}`, c.credentialType),
						],
						connections: { Items: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
					});
					if (result.error('HTTP Request')) throw new Error(result.error('HTTP Request').message);
				});
			// Every side once to warm up, then each repetition measures them all in turn, the
			// order rotating, so a busy moment of the machine weighs on every side of a ratio.
			const sides = (index) => [
				...inTurn(index).map((pkg) => ({
					key: pkg.key,
					run: () => timed(() => runNode(pkg.engine, c.node, c.credentials, input)),
				})),
				{ key: 'floor', run: () => timed(() => runFloor(engine, c, input)) },
				{
					key: 'undici',
					run: () =>
						timed(() =>
							undiciEach(
								client,
								input.map((item) => c.path(item.id)),
								c.concurrency,
							),
						),
				},
				{ key: 'http', run: http },
			];
			const times = { head: [], base: [], floor: [], undici: [], http: [] };
			for (const side of sides(0)) await side.run();
			for (let i = 0; i < REPS; i++) {
				const order = sides(i);
				const shift = i % order.length;
				for (const side of [...order.slice(shift), ...order.slice(0, shift)])
					times[side.key].push(await side.run());
			}
			await client.close();
			const node = stats(times.head);
			if (base)
				figure({
					section: title,
					measure: `node, ${c.label}`,
					unit: 'ms',
					base: stats(times.base).median,
					head: node.median,
					ratio: paired(times.head, times.base),
					goal: { noSlower: slack },
				});
			const ratios = {
				undici: paired(times.head, times.undici),
				http: paired(times.head, times.http),
				floor: paired(times.head, times.floor),
				floorToUndici: paired(times.floor, times.undici),
				floorToHttp: paired(times.floor, times.http),
			};
			rows.push([
				c.label,
				range(node),
				range(stats(times.floor)),
				range(stats(times.undici)),
				range(stats(times.http)),
				ratios.floor.toFixed(2),
				ratios.undici.toFixed(2),
				ratios.http.toFixed(2),
				ratios.floorToUndici.toFixed(2),
				ratios.floorToHttp.toFixed(2),
			]);
			c.goals?.(ratios);
		}
	} finally {
		emulator.configure({ latencyMs: 0, logBodies: true });
	}
	section(
		title,
		`${intro} The minimal verified node (the floor for a verified node: scripts/bench/floorNodes.js) reads the same records one per item through n8n's request helper with the credential, at the node's concurrency and, on the self-hosted API, keeping its first window (${SELF_HOSTED_FIRST_WINDOW} requests until the first answer). Each of ${REPS} repetitions measures the node, the minimal node, undici and the HTTP Request node in turn, the order rotating; ratios are medians of the per-repetition ratios.`,
		[
			'Job',
			'Node',
			'Minimal verified node',
			'undici keep-alive (same concurrency)',
			'HTTP Request node',
			'Node / minimal node',
			'Node / undici',
			'Node / HTTP Request',
			'Minimal node / undici',
			'Minimal node / HTTP Request',
		],
		rows,
	);
}

async function latencyBound(emulator, engine) {
	const items = SIZE.latencyItems;
	await itemsAgainstBaselines(emulator, engine, {
		title: '2. Latency-bound items',
		intro: `The emulator adds 25 ms to every response and has no rate limit; ${items} items of \`alert:get\` (self-hosted), the node with default settings (200 items at once, at most 101 requests until the server has shown it allows more than its documented 100 a minute). The HTTP Request node sends every item at once.`,
		items,
		latencyMs: 25,
		slack: SLACK.latency,
		cases: [
			{
				label: `alert:get x${items}, 25 ms latency, default settings`,
				...selfHostedAlertGet(),
				goals: (ratios) => {
					goal(
						'latency-bound: node / undici <= 1.1',
						ratios.undici <= 1.1,
						ratios.undici.toFixed(2),
					);
					// The goal against its floor: undici sends every item at once and keeps its
					// connections; a verified node must use n8n's request helper and, to keep to the
					// documented limit, waits for the first answer after its first window.
					goal(
						'latency-bound: node / minimal verified node (same concurrency and first window) <= 1.1',
						ratios.floor <= 1.1,
						`${ratios.floor.toFixed(2)} (minimal node / undici ${ratios.floorToUndici.toFixed(2)})`,
					);
					goal(
						'latency-bound, default settings, no limit: node <= HTTP Request node',
						ratios.http <= 1,
						ratios.http.toFixed(2),
					);
				},
			},
		],
	});
}

async function perItemOverhead(emulator, engine) {
	const items = SIZE.perItemItems;
	await itemsAgainstBaselines(emulator, engine, {
		title: '3. Per-item overhead on loopback',
		intro: `${items} items, no added latency.`,
		items,
		latencyMs: 0,
		slack: SLACK.overhead,
		cases: [
			{
				label: `alert:get x${items} (self-hosted)`,
				...selfHostedAlertGet(),
				goals: (ratios) =>
					goal(
						'per-item: alert:get node <= HTTP Request node',
						ratios.http <= 1 + HTTP_NODE_SLACK,
						ratios.http.toFixed(2),
						`${HTTP_NODE_SLACK * 100} % of the HTTP Request node's median`,
					),
			},
			{
				label: `pipe:get x${items} (cloud)`,
				node: {
					...cloudScope(),
					resource: 'pipe',
					operation: 'get',
					pipeId: locator('={{ $json.id }}'),
				},
				credentials: CLOUD_CRED,
				credentialType: 'observabilityCloudApi',
				concurrency: 1,
				auth: basic,
				ids: Object.values(SEED.pipes),
				path: (id) => `/v1/organizations/${SEED.org}/services/${SEED.service}/pipes/${id}`,
				goals: (ratios) => {
					goal(
						'per-item: pipe:get node <= HTTP Request node',
						ratios.http <= 1 + HTTP_NODE_SLACK,
						ratios.http.toFixed(2),
						`${HTTP_NODE_SLACK * 100} % of the HTTP Request node's median`,
					);
					// The goal against its floor: on the cloud the node reads one item at a time (the
					// limit of 10 requests per 10 s), the HTTP Request node every item at once.
					goal(
						'per-item: pipe:get node / minimal verified node (one item at a time, as the node on the cloud) <= 1.15',
						ratios.floor <= 1.15,
						`${ratios.floor.toFixed(2)} (minimal node / HTTP Request node ${ratios.floorToHttp.toFixed(2)})`,
					);
				},
			},
		],
	});
}

/** Runs one measurement in a fresh process, so peak memory belongs to it alone. */
function inChild(args) {
	const out = execFileSync(
		process.execPath,
		['--expose-gc', path.join(__dirname, 'child.js'), ...args],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
	);
	return JSON.parse(out.trim().split('\n').pop());
}

async function bigLists(emulator, engine) {
	const count = SIZE.bigListAlerts;
	// The fields the node's Simplify keeps of an alert, for the minimal node of the memory measure.
	emulator.reset({ selfHostedAlerts: 100 });
	const simplified = await runNode(
		engine,
		{ deployment: 'selfHosted', resource: 'alert', operation: 'getAll', returnAll: true },
		SH_CRED,
		[{}],
	);
	const fields = [...new Set(simplified.flatMap((record) => Object.keys(record)))].join(',');
	const reps = Math.max(5, REPS);
	const node = [];
	const undici = [];
	const helper = [];
	const floor = [];
	const growth = [];
	const floorGrowth = [];
	let jsonBytes = 0;
	let floorJsonBytes = 0;
	const baseNode = [];
	const baseGrowth = [];
	for (let i = 0; i < reps; i++) {
		for (const pkg of inTurn(i)) {
			const packageArg = `--package=${pkg.root}`;
			// Every other process measures n8n's request helper before the node, so neither profits from going second.
			const order = i % 2 ? 'helperFirst' : 'nodeFirst';
			const measured = inChild(['bigList', String(count), order, packageArg]);
			// The node's memory and the minimal node's, each in a process of its own, in turns.
			const floorFirst = pkg === head && i % 2 === 1;
			const floorMemory = () =>
				inChild(['bigListMemory', String(count), 'floor', fields, packageArg]);
			const floorFirstMemory = floorFirst ? floorMemory() : undefined;
			const memory = inChild(['bigListMemory', String(count), 'node', packageArg]);
			if (pkg === base) {
				baseNode.push(measured.nodeMs);
				baseGrowth.push(memory.rssGrowth);
				continue;
			}
			node.push(measured.nodeMs);
			undici.push(measured.undiciMs);
			helper.push(measured.helperMs);
			floor.push(measured.floorMs);
			growth.push(memory.rssGrowth);
			jsonBytes = memory.jsonBytes;
			const floorMeasured = floorFirstMemory ?? floorMemory();
			floorGrowth.push(floorMeasured.rssGrowth);
			floorJsonBytes = floorMeasured.jsonBytes;
		}
	}
	const n = stats(node);
	const u = stats(undici);
	const h = stats(helper);
	const f = stats(floor);
	const g = stats(growth);
	const fg = stats(floorGrowth);
	const memoryToFloor = paired(growth, floorGrowth);
	const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
	section(
		'4. Big lists',
		`\`alert:getAll\` with Return All over ${count.toLocaleString('en')} self-hosted alerts (${count / 1000} pages), each repetition in fresh processes: one for the times, with every path warmed up on one page first and the node and n8n's request helper measured in alternating order, one for the memory of the node's first run and one for the minimal node's (in turns), each reading from an emulator in a process of its own so that the emulator's garbage is not in the heap measured. Ratios are medians of the per-process ratios.`,
		['Measure', 'Value'],
		[
			['node', range(n)],
			['undici paging', range(u)],
			['node / undici', paired(node, undici).toFixed(2)],
			["n8n's request helper alone, same pages", range(h)],
			["node / n8n's request helper", paired(node, helper).toFixed(2)],
			[
				'a minimal node fetching the same pages with the credential, one item per record (the floor for a verified node)',
				range(f),
			],
			['node / minimal node', paired(node, floor).toFixed(2)],
			['output JSON size', mb(jsonBytes)],
			[
				"peak RSS growth (node's first run, loading n8n's request code included)",
				`${mb(g.median)} (${mb(g.min)}–${mb(g.max)})`,
			],
			['RSS growth / output size', ratio(g.median, jsonBytes)],
			[
				"peak RSS growth of the minimal node's first run, keeping the fields the node's Simplify keeps (the floor for a verified node)",
				`${mb(fg.median)} (${mb(fg.min)}–${mb(fg.max)})`,
			],
			["minimal node's RSS growth / its output size", ratio(fg.median, floorJsonBytes)],
			['peak RSS growth, node / minimal node', memoryToFloor.toFixed(2)],
		],
	);
	goal(
		'big lists: node / undici <= 1.3',
		paired(node, undici) <= 1.3,
		paired(node, undici).toFixed(2),
	);
	goal(
		"big lists: node / n8n's request helper <= 1.15",
		paired(node, helper) <= 1.15,
		paired(node, helper).toFixed(2),
	);
	goal(
		'big lists: peak RSS growth <= 2x output JSON',
		g.median <= 2 * jsonBytes,
		ratio(g.median, jsonBytes),
	);
	// The goal against its floor: the minimal node holds the same records as items in the same engine.
	goal(
		'big lists: peak RSS growth, node / minimal verified node <= 1.15',
		memoryToFloor <= 1.15,
		`${memoryToFloor.toFixed(2)} (minimal node's growth / output ${ratio(fg.median, floorJsonBytes)})`,
	);
	if (base) {
		figure({
			section: '4. Big lists',
			measure: `node, alert:getAll over ${count.toLocaleString('en')} alerts`,
			unit: 'ms',
			base: stats(baseNode).median,
			head: n.median,
			ratio: paired(node, baseNode),
			goal: { noSlower: SLACK.bigLists },
		});
		figure({
			section: '4. Big lists',
			measure: "peak RSS growth of the node's first run",
			unit: 'MB',
			base: stats(baseGrowth).median / 1048576,
			head: g.median / 1048576,
		});
	}
}

async function triggerPoll(emulator, engine) {
	const count = 10000;
	const changed = 1000;
	emulator.reset({ selfHostedAlerts: count });
	emulator.configure({ logBodies: false });
	const trigger = {
		name: 'Trigger',
		type: 'observabilityPipesTrigger',
		parameters: { deployment: 'selfHosted', event: 'alertStateChanged' },
		credentials: SH_CRED,
	};
	// Each package polls from a snapshot of its own first poll (the two may store it differently).
	const baselines = {};
	for (const pkg of packages())
		baselines[pkg.key] = await pkg.engine.poll({ node: trigger, staticData: {} });
	const baseline = baselines.head;
	const { selfHostedAlertId } = require('../../test/emulator');
	const client = undiciClient(emulator.url, bearer);
	// The three are measured in turn within each repetition, so a busy moment of the machine
	// weighs on all of them rather than on one (with --compare, the two packages' polls too).
	let flip = 0;
	const measured = await rounds(Math.max(15, REPS), async () => {
		flip++;
		for (let i = 0; i < changed; i++)
			emulator.setAlertState(selfHostedAlertId(i), flip % 2 ? 'ALERT' : 'OK');
		const polls = {};
		for (const pkg of inTurn(flip)) {
			const staticData = JSON.parse(JSON.stringify(baselines[pkg.key].staticData));
			collectGarbage();
			polls[pkg.key] = await timed(async () => {
				const polled = await pkg.engine.poll({ node: trigger, staticData });
				if (!polled.result?.[0]?.length) throw new Error('the poll reported no change');
			});
		}
		const nodeMs = polls.head;
		collectGarbage();
		const helperMs = await timed(() => n8nHelperPages(emulator.url, bearer, '/api/v2/alerts'));
		collectGarbage();
		const floorMs = await timed(() =>
			engine.poll({ node: { type: 'benchFloorPoll', credentials: SH_CRED } }),
		);
		collectGarbage();
		const undiciMs = await timed(() => undiciPages(client, '/api/v2/alerts'));
		return { nodeMs, baseNodeMs: polls.base, helperMs, floorMs, undiciMs };
	});
	await client.close();
	const node = stats(measured.map((round) => round.nodeMs));
	const helper = stats(measured.map((round) => round.helperMs));
	const undici = stats(measured.map((round) => round.undiciMs));
	const floor = stats(measured.map((round) => round.floorMs));
	emulator.configure({ logBodies: true });
	const bytesOf = (polled) => Buffer.byteLength(JSON.stringify(polled.nodeStaticData ?? {}));
	const bytes = bytesOf(baseline);
	section(
		'5. Trigger poll',
		`${count.toLocaleString('en')} self-hosted alerts, ${changed} changed between polls; each of ${Math.max(15, REPS)} repetitions polls from the same saved snapshot (copied before the clock starts) and measures the node, n8n's request helper, a minimal polling node and undici in turn, each after a full GC; ratios are medians of the per-repetition ratios.`,
		['Measure', 'Value'],
		[
			['node poll (fetch + diff + snapshot)', range(node)],
			['undici fetching the same pages', range(undici)],
			['node / undici', paired(node.values, undici.values).toFixed(2)],
			["n8n's request helper alone, same pages", range(helper)],
			["node / n8n's request helper", paired(node.values, helper.values).toFixed(2)],
			[
				'a minimal polling node fetching the same pages with the credential (the floor for a verified node)',
				range(floor),
			],
			['node / minimal node', paired(node.values, floor.values).toFixed(2)],
			['static data', `${bytes} bytes, ${(bytes / count).toFixed(1)} bytes per watched record`],
		],
	);
	const toUndici = paired(node.values, undici.values);
	const toHelper = paired(node.values, helper.values);
	goal('trigger poll: node / undici <= 1.2', toUndici <= 1.2, toUndici.toFixed(2));
	goal("trigger poll: node / n8n's request helper <= 1.3", toHelper <= 1.3, toHelper.toFixed(2));
	goal(
		'trigger poll: static data <= 64 bytes per record',
		bytes / count <= 64,
		(bytes / count).toFixed(1),
	);
	if (base) {
		const before = measured.map((round) => round.baseNodeMs);
		figure({
			section: '5. Trigger poll',
			measure: 'node poll (fetch + diff + snapshot)',
			unit: 'ms',
			base: stats(before).median,
			head: node.median,
			ratio: paired(node.values, before),
			goal: { noSlower: SLACK.trigger },
		});
		figure({
			section: '5. Trigger poll',
			measure: 'static data per watched record',
			unit: 'bytes',
			base: bytesOf(baselines.base) / count,
			head: bytes / count,
		});
	}
}

async function rateLimitedCloud(emulator, engine) {
	const count = SIZE.cloudLimitItems;
	const limit = 10;
	const windowMs = 1000;
	emulator.reset();
	emulator.configure({ rateLimit: { cloud: { enabled: true, limit, windowMs } } });
	const rows = [];
	const throughputs = [];
	const rejections = [];
	const elapsedOf = { head: [], base: [] };
	try {
		// With --compare each run is one of each package's, in turn; each package has its own
		// pacer (its own engine), which learns the limit in its own first run.
		for (let i = 0; i < Math.min(REPS, 5); i++)
			for (const pkg of inTurn(i)) {
				emulator.clearRequests();
				await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
				const input = Array.from({ length: count }, (_, index) => ({
					id: SEED.cloudAlerts[index % 6],
				}));
				let failed = 0;
				const elapsed = await timed(async () => {
					const result = await pkg.engine.runNode({
						parameters: cloudAlertGet(),
						credentials: CLOUD_CRED,
						input,
						continueOnFail: true,
					});
					failed = result.json('Node').filter((item) => item.error).length;
				});
				const rejected = emulator.requests().filter((entry) => entry.status === 429).length;
				elapsedOf[pkg.key].push(elapsed);
				if (pkg === base) continue;
				// The first window is free: the best possible time is (count / limit - 1) windows.
				const best = (Math.ceil(count / limit) - 1) * windowMs;
				throughputs.push(best / elapsed);
				rejections.push(rejected);
				rows.push([
					`run ${i + 1}`,
					ms(elapsed),
					failed,
					rejected,
					`${((best / elapsed) * 100).toFixed(0)} %`,
				]);
				if (failed)
					goal('rate-limited cloud: 0 failed items', false, `${failed} failed in run ${i + 1}`);
			}
	} finally {
		emulator.configure({ rateLimit: { cloud: { enabled: false } } });
	}
	const t = stats(throughputs);
	section(
		'6. Rate-limited cloud',
		`${count} cloud \`alert:get\` operations under the emulator's cloud limit, ${limit} per window, window scaled to ${windowMs} ms. The runs share the credential's pacer, as successive executions in one n8n process do: the first learns the limit (its 429s), the others start knowing it.`,
		['Run', 'Elapsed', 'Failed items', '429s provoked', 'Throughput vs limit'],
		rows,
	);
	goal(
		'rate-limited cloud: throughput >= 90% of the limit',
		t.median >= 0.9,
		`${(t.median * 100).toFixed(0)} %`,
	);
	goal(
		'rate-limited cloud: at most 5 429s per run',
		Math.max(...rejections) <= 5,
		`max ${Math.max(...rejections)}`,
	);
	if (base)
		figure({
			section: '6. Rate-limited cloud',
			measure: `elapsed, ${count} items`,
			unit: 'ms',
			base: stats(elapsedOf.base).median,
			head: stats(elapsedOf.head).median,
			ratio: paired(elapsedOf.head, elapsedOf.base),
			goal: { noSlower: SLACK.rateLimit },
		});
}

async function rateLimitedSelfHosted(emulator, engine) {
	const count = SIZE.selfHostedLimitItems;
	const limit = 100;
	// The real window in a full run; quick runs scale it down.
	const windowMs = SIZE.selfHostedWindowMs;
	const runs = quick ? 1 : Math.max(1, Number(process.env.BENCH_SH_LIMIT_RUNS ?? 1));
	const input = Array.from({ length: count }, (_, index) => ({
		id: SEED.sh.alerts[index % SEED.sh.alerts.length],
	}));
	const rejectedNow = () => emulator.requests().filter((entry) => entry.status === 429).length;
	const freshWindow = () => {
		emulator.configure({ rateLimit: { selfHosted: { enabled: true, limit, windowMs } } }); // also clears the limiter's windows
		emulator.clearRequests();
	};
	const best = (Math.ceil(count / limit) - 1) * windowMs;
	const rows = [];
	const nodeRejections = [];
	const elapsedOf = { head: [], base: [] };
	let nodeFailed = 0;
	emulator.reset();
	emulator.configure({ logBodies: false });
	try {
		for (let i = 0; i < runs; i++) {
			freshWindow();
			let httpFailed = 0;
			const httpElapsed = await timed(async () => {
				const result = await engine.runWorkflow({
					nodes: [
						{ name: 'Items', type: 'testItems', parameters: { items: JSON.stringify(input) } },
						{
							...httpRequestNode(
								`={{ "${emulator.url}/api/v2/alerts/" + $json.id }}`,
								'observabilitySelfHostedApi',
							),
							onError: 'continueRegularOutput',
						},
					],
					connections: { Items: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
				});
				httpFailed = result.json('HTTP Request').filter((item) => item.error).length;
			});
			rows.push([
				`HTTP Request node, run ${i + 1}`,
				ms(httpElapsed),
				httpFailed,
				rejectedNow(),
				'–',
			]);

			// With --compare, each package's node in turn, each in a fresh window of its own.
			for (const pkg of inTurn(i)) {
				freshWindow();
				let failed = 0;
				const elapsed = await timed(async () => {
					const result = await pkg.engine.runNode({
						parameters: {
							deployment: 'selfHosted',
							resource: 'alert',
							operation: 'get',
							alertId: locator('={{ $json.id }}'),
						},
						credentials: SH_CRED,
						input,
						continueOnFail: true,
					});
					failed = result.json('Node').filter((item) => item.error).length;
				});
				const rejected = rejectedNow();
				elapsedOf[pkg.key].push(elapsed);
				if (pkg === base) continue;
				nodeRejections.push(rejected);
				nodeFailed += failed;
				rows.push([
					`node (default settings), run ${i + 1}`,
					ms(elapsed),
					failed,
					rejected,
					`${((best / elapsed) * 100).toFixed(0)} %`,
				]);
			}
		}
	} finally {
		emulator.configure({ rateLimit: { selfHosted: { enabled: false } }, logBodies: true });
	}
	section(
		'7. Rate-limited self-hosted',
		`${count} self-hosted \`alert:get\` items with default settings under the emulator's self-hosted limit, ${limit} per ${windowMs / 1000} s, each run starting in a fresh window; the HTTP Request node (no pacing, "On Error: Continue") beside the node ("Continue On Fail"). The best possible time is ${best / 1000} s: the first window admits ${limit}.`,
		['Run', 'Elapsed', 'Failed items', '429s provoked', 'Throughput vs limit'],
		rows,
	);
	goal(
		'rate-limited self-hosted, default settings: 0 failed items',
		nodeFailed === 0,
		`${nodeFailed} failed`,
	);
	goal(
		'rate-limited self-hosted, default settings: at most 5 429s per run',
		Math.max(...nodeRejections) <= 5,
		`max ${Math.max(...nodeRejections)}`,
	);
	if (base)
		figure({
			section: '7. Rate-limited self-hosted',
			measure: `node elapsed, ${count} items`,
			unit: 'ms',
			base: stats(elapsedOf.base).median,
			head: stats(elapsedOf.head).median,
			ratio: paired(elapsedOf.head, elapsedOf.base),
			goal: { noSlower: SLACK.selfHostedLimit },
		});
}

/** An engine with its own copy of the compiled package: its own pacer registry, as a fresh n8n process has. */
function freshEngine(emulator, packageRoot = root) {
	const dist = path.join(packageRoot, 'dist') + path.sep;
	for (const file of Object.keys(require.cache))
		if (file.startsWith(dist)) delete require.cache[file];
	return createEngine(
		emulator.url,
		{ cloud: DEMO_CLOUD, selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY },
		{},
		{ packageRoot },
	);
}

async function concurrentExecutions(emulator) {
	const executions = SIZE.concurrentExecutions;
	const itemsEach = 10;
	const limit = 10;
	const windowMs = 1000;
	emulator.reset();
	emulator.configure({
		rateLimit: { cloud: { enabled: true, limit, windowMs } },
		logBodies: false,
	});
	const rows = [];
	const measured = {};
	const baseElapsed = [];
	try {
		for (const [label, shared] of [
			['one pacer per credential (this package)', true],
			['one pacer per execution (no sharing)', false],
		]) {
			const runs = [];
			// With --compare, the package's own pacing (shared) is measured for both, in turn.
			for (let rep = 0; rep < Math.min(REPS, 3); rep++)
				for (const pkg of shared ? inTurn(rep) : [head]) {
					emulator.clearRequests();
					await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
					// Fresh engines: nothing learned in an earlier run or scenario carries over.
					const engines = shared
						? Array(executions).fill(freshEngine(emulator, pkg.root))
						: Array.from({ length: executions }, () => freshEngine(emulator, pkg.root));
					let failed = 0;
					const elapsed = await timed(async () => {
						const results = await Promise.all(
							engines.map((engine, index) => {
								const input = Array.from({ length: itemsEach }, (_, item) => ({
									id: SEED.cloudAlerts[(index + item) % SEED.cloudAlerts.length],
								}));
								return engine.runNode({
									parameters: cloudAlertGet(),
									credentials: CLOUD_CRED,
									input,
									continueOnFail: true,
								});
							}),
						);
						failed = results.reduce(
							(sum, result) => sum + result.json('Node').filter((item) => item.error).length,
							0,
						);
					});
					const rejected = emulator.requests().filter((entry) => entry.status === 429).length;
					const best = (Math.ceil((executions * itemsEach) / limit) - 1) * windowMs;
					if (pkg === base) baseElapsed.push(elapsed);
					else runs.push({ elapsed, failed, rejected, throughput: best / elapsed });
				}
			const t = stats(runs.map((run) => run.throughput));
			const r = stats(runs.map((run) => run.rejected));
			const e = stats(runs.map((run) => run.elapsed));
			const failed = Math.max(...runs.map((run) => run.failed));
			measured[shared ? 'shared' : 'separate'] = {
				t,
				r,
				failed,
				e,
				elapsed: runs.map((run) => run.elapsed),
			};
			rows.push([
				label,
				executions,
				executions * itemsEach,
				failed,
				range(r, (value) => String(value)),
				range(e),
				`${(t.median * 100).toFixed(0)} % (${(t.min * 100).toFixed(0)}–${(t.max * 100).toFixed(0)} %)`,
			]);
		}
	} finally {
		emulator.configure({ rateLimit: { cloud: { enabled: false } }, logBodies: true });
	}
	section(
		'9. Concurrent executions on one key',
		`${executions} executions of cloud \`alert:get\` over ${itemsEach} items each, started at once in one process (as n8n runs a main process's or a worker's executions), against the emulator's cloud limit of ${limit} requests per window, window scaled to ${windowMs} ms; ${Math.min(REPS, 3)} repetitions of each row, each starting with nothing learned. "Throughput vs limit" is the best possible time (the first window is free) over the time taken.`,
		[
			'Pacing',
			'Executions',
			'Items',
			'Failed items',
			'429s provoked',
			'Elapsed',
			'Throughput vs limit',
		],
		rows,
	);
	const { shared } = measured;
	goal(
		`concurrent executions on one key: 0 failed items`,
		shared.failed === 0 && measured.separate.failed === 0,
		`${shared.failed} shared, ${measured.separate.failed} separate`,
	);
	goal(
		`concurrent executions on one key: throughput >= 80% of the limit`,
		shared.t.median >= 0.8,
		`${(shared.t.median * 100).toFixed(0)} %`,
	);
	// Learning costs what is in flight when the first window fills: each execution's request, and
	// the next one of those already answered; after that, one now and then to check the lesson.
	goal(
		`concurrent executions on one key: at most 2 429s per execution (learning blind, checking the lesson)`,
		shared.r.max <= 2 * executions,
		`max ${shared.r.max} (one pacer per execution: max ${measured.separate.r.max})`,
	);
	if (base)
		figure({
			section: '9. Concurrent executions on one key',
			measure: `elapsed, ${executions} executions of ${itemsEach} items, one pacer per credential`,
			unit: 'ms',
			base: stats(baseElapsed).median,
			head: shared.e.median,
			ratio: paired(shared.elapsed, baseElapsed),
			goal: { noSlower: SLACK.concurrent },
		});
}

/** The size of the tarball `npm pack` would make of the package in `packageRoot`, in bytes. */
function tarballSize(packageRoot) {
	const tarball = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: packageRoot,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'ignore'],
		env: { ...process.env, npm_config_logs_max: '0', npm_config_update_notifier: 'false' },
	});
	return JSON.parse(tarball)[0].size;
}

function coldLoad() {
	const loads = { head: [], base: [] };
	for (let i = 0; i < Math.max(REPS, 5); i++)
		for (const pkg of inTurn(i))
			loads[pkg.key].push(inChild(['coldLoad', `--package=${pkg.root}`]));
	const added = stats(loads.head.map((entry) => entry.packageMs));
	const workflow = stats(loads.head.map((entry) => entry.workflowMs));
	const size = tarballSize(root);
	section(
		'8. Cold load',
		"A fresh process requires `n8n-workflow`, collects its garbage (a full collection, as before every measurement here), then requires every compiled node and credential file, as n8n does when it starts: the action node with its router, its operations and the transport. The pickers' requests, the polling trigger's poll and the webhook trigger's registration and delivery are read by `import()` when first used (`nodes/shared/editor/lazyMethods.ts` and the two trigger nodes).",
		['Measure', 'Value'],
		[
			['require n8n-workflow alone', range(workflow)],
			['added by this package', range(added)],
			['modules of the package read', String(loads.head[0].modules)],
			['packed tarball', `${(size / 1024).toFixed(1)} kB`],
		],
	);
	const addedGoal = 'cold load: <= 100 ms added';
	const tarballGoal = 'cold load: tarball <= 150 kB';
	goal(addedGoal, added.median <= 100, ms(added.median));
	goal(tarballGoal, size <= 150 * 1024, `${(size / 1024).toFixed(1)} kB`);
	if (!base) return;
	const before = loads.base.map((entry) => entry.packageMs);
	const title = '8. Cold load';
	figure({
		section: title,
		measure: 'added by the package',
		unit: 'ms',
		base: stats(before).median,
		head: added.median,
		ratio: paired(added.values, before),
		goal: { atMost: 100, name: addedGoal },
	});
	figure({
		section: title,
		measure: 'modules of the package read',
		unit: 'modules',
		base: loads.base[0].modules,
		head: loads.head[0].modules,
	});
	figure({
		section: title,
		measure: 'packed tarball',
		unit: 'kB',
		base: tarballSize(base.root) / 1024,
		head: size / 1024,
		goal: { atMost: 150, name: tarballGoal },
	});
}

/** docs/benchmark.md, whole, from this run's results (scripts/bench/report.js). */
function writeReport(before) {
	const versions = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;
	const cpu = os.cpus()[0]?.model ?? 'unknown';
	const size = sizesLine(SIZE);
	const compared = base
		? ` With \`--compare=${compareRef}\`: the before and after of every section, against commit \`${base.short}\`, follows the goals.`
		: '';
	const intro = `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, one run, written whole by it: edit nothing here (the digest at the end is checked by \`npm test\`). ${size} Median of ${REPS} repetitions (min–max in brackets) after one warm-up; ratios are of medians measured in the same run, except where a section pairs its measurements. Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}; n8n-core ${versions('n8n-core')}, n8n-workflow ${versions('n8n-workflow')}, n8n-nodes-base ${versions('n8n-nodes-base')} (HTTP Request node v4.2), undici ${versions('undici')}. All traffic to the emulator on 127.0.0.1. Load average (1 minute) at the start ${loadAtStart.toFixed(1)}, at the end ${os.loadavg()[0].toFixed(1)}.${compared}`;
	const notes =
		'## Notes\n\nWhere the time goes, what changed and why some goals stay missed, with the dates of their measurements, are in [scripts/bench/NOTES.md](../scripts/bench/NOTES.md), written by hand. What a model reads of the action node as an MCP tool is measured by `npm run test:mcp` ([mcp.md](mcp.md)).';
	fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
	fs.writeFileSync(
		path.join(root, 'docs', 'benchmark.md'),
		renderReport({ intro, goals, comparison: before, sections, notes }),
	);
}

async function main() {
	const only = process.argv
		.find((arg) => arg.startsWith('--only='))
		?.slice(7)
		.split(',');
	if (process.argv.includes('--compare') || compareRef === '')
		throw new Error('--compare needs a commit: --compare=<git ref>');
	if (compareRef) {
		base = { key: 'base', engine: undefined, ...basePackage(root, compareRef, console.log) };
	}
	const emulator = await startEmulator({ pipeTransitionMs: 50 });
	for (const pkg of packages())
		pkg.engine = createEngine(
			emulator.url,
			{ cloud: DEMO_CLOUD, selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY },
			floorNodeTypes,
			{ packageRoot: pkg.root },
		);
	const engine = head.engine;
	const scenarios = {
		economy: requestEconomy,
		latency: latencyBound,
		overhead: perItemOverhead,
		bigLists,
		trigger: triggerPoll,
		rateLimit: rateLimitedCloud,
		selfHostedLimit: rateLimitedSelfHosted,
		coldLoad,
		concurrent: concurrentExecutions,
	};
	try {
		for (const [name, scenario] of Object.entries(scenarios)) {
			if (only && !only.includes(name)) continue;
			console.log(`\n== ${name}`);
			await scenario(emulator, engine);
		}
	} finally {
		await emulator.close();
	}
	const before = base && comparison(figures, base);
	if (before) {
		goals.push(...before.goals);
		console.log(`\n## Before and after (base ${base.short}: ${base.subject})`);
		console.log('  ' + before.header.join(' | '));
		for (const row of before.rows) console.log('  ' + row.join(' | '));
	}
	if (!only && !quick) writeReport(before);
	else
		console.log(
			'\n--only, --quick: docs/benchmark.md is written by a run of every scenario at the full sizes only',
		);
	console.log('\nGoals:');
	for (const g of goals) console.log(`  ${g.met ? 'met   ' : 'MISSED'} ${g.name}: ${g.detail}`);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
