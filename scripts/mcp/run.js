#!/usr/bin/env node
'use strict';
// `npm run test:mcp`: the action node as an AI agent's tool, through n8n's MCP Server Trigger,
// driven by a real MCP client (the official SDK, streamable HTTP).
//
//  1. the pinned n8n, the packed package, the emulator, the demo credentials (scripts/mcp/setup.js)
//  2. examples/ask-your-observability-stack.json published: an MCP Server Trigger with seven
//     copies of the action node as tools (self-hosted alerts, sources and events; cloud pipes)
//  3. the tool list: names, descriptions that say what each returns, input schemas with the
//     `$fromAI` parameters described
//  4. each tool called with arguments a model would send; answers checked against the
//     emulator's records and the requests it received
//  5. bad arguments (an id of the wrong kind, a time range in words, a missing argument, an
//     unknown state): a readable tool error naming the field and the fix, nothing sent (for
//     the state: only the list read), the session goes on
//  6. what a model reads: the bytes of each answer with Simplify on and off (50 alerts,
//     50 pipes, 200 event rows); `--write` puts the table into docs/mcp.md
//
// Prints one line per check and ends with `N passed, N failed`; exit code 1 on a failure.
// Environment: OBS_E2E_CACHE (the n8n cache root, as for test:n8n), OBS_MCP_KEEP=1 (keep the
// n8n user folder with its logs), OBS_MCP_TIMEOUT (seconds after the install, default 480).
const fs = require('fs');
const path = require('path');
const { REPO } = require('../e2e/cache');
const { stopAll } = require('../e2e/n8n');
const { createReporter, stopOnSignals } = require('../e2e/reporter');
const { setUp } = require('./setup');
const { connect } = require('./client');
const MW = require('./workflows');
const C = require('./checks');
const { sizesTable, replaceSection } = require('./report');

const { SEED, eventsOf } = require(path.join(REPO, 'test/emulator'));

const report = createReporter({ tag: 'mcp', command: 'test:mcp' });
const { log, check } = report;
const summary = () =>
	report.summary({
		about: `${report.results.length} checks (tool list, calls, bad arguments, sizes)`,
	});

const LOG_SOURCE = SEED.sh.sources.log;
const RANGE = { start: '2025-01-15T09:00:00Z', end: '2025-01-15T10:00:00Z' };
const LONG_RANGE = { start: '2025-01-15T06:40:00Z', end: '2025-01-15T10:00:00Z' }; // 200 minutes: 200 events
const SEARCH_COLUMNS = ['Timestamp', 'ServiceName', 'SeverityText', 'Body'];

/** The settings answered equal the stored ones (a setting the store lacks is answered as null, the default). */
function sameSettings(answered, stored) {
	const keys = new Set([...Object.keys(answered), ...Object.keys(stored || {})]);
	return [...keys].every((key) => (answered[key] ?? null) === ((stored || {})[key] ?? null));
}

/** Calls a tool; an exception (a protocol error, not a tool error) becomes a failed answer. */
async function ask(session, name, args) {
	try {
		return await session.call(name, args);
	} catch (error) {
		return {
			isError: true,
			text: `client exception: ${error.message}`,
			bytes: 0,
			json: undefined,
			thrown: true,
		};
	}
}

async function toolList(session, example) {
	const tools = await session.listTools();
	const nodes = MW.toolNodes(example);
	check(
		`tools/list names one tool per tool node (${nodes.length})`,
		C.sameIds(
			tools.map((tool) => tool.name),
			nodes.map((node) => MW.toolName(node.name)),
		),
		tools.map((tool) => tool.name).join(', '),
	);
	for (const node of nodes) {
		const tool = tools.find((candidate) => candidate.name === MW.toolName(node.name));
		const problems = tool ? C.toolProblems(tool, MW.fromAiKeys(node.parameters)) : ['not listed'];
		check(
			`tool ${MW.toolName(node.name)}: name, description saying what it returns, input schema ${JSON.stringify(MW.fromAiKeys(node.parameters))} described`,
			problems.length === 0,
			problems.join('; '),
		);
	}
	return tools;
}

/** The answers of good calls, checked against the emulator's records and the requests it received. */
async function goodCalls(session, emulator) {
	const alerts = () => emulator.store.sh.alerts.all();
	const pipes = () => emulator.store.svc(SEED.service).pipes.all();

	let answer = await ask(session, 'List_Alerts', { states: 'ALERT', nameContains: '' });
	const inAlert = alerts().filter((alert) => alert.state === 'ALERT');
	check(
		`List_Alerts {states: ALERT}: exactly the ${inAlert.length} alerts the emulator holds in ALERT, simplified (what each watches, no server field, no empty field)`,
		!answer.isError &&
			Array.isArray(answer.json) &&
			C.sameIds(
				answer.json.map((alert) => alert.id),
				inAlert.map((alert) => alert.id),
			) &&
			answer.json.every(
				(alert) =>
					alert.state === 'ALERT' &&
					('tileId' in alert || 'savedSearchId' in alert) &&
					!('createdAt' in alert) &&
					!Object.values(alert).includes(null),
			),
		answer.text.slice(0, 300),
	);
	answer = await ask(session, 'List_Alerts', { states: 'ok, pending', nameContains: 'alert 1' });
	const expected = alerts().filter(
		(alert) =>
			['OK', 'PENDING'].includes(alert.state) && alert.name.toLowerCase().includes('alert 1'),
	);
	check(
		`List_Alerts {states: "ok, pending", nameContains: "alert 1"}: the ${expected.length} matching alerts (any case)`,
		!answer.isError &&
			Array.isArray(answer.json) &&
			expected.length > 0 &&
			C.sameIds(
				answer.json.map((alert) => alert.id),
				expected.map((alert) => alert.id),
			),
		answer.text.slice(0, 300),
	);

	const alert = inAlert[0];
	emulator.clearRequests();
	answer = await ask(session, 'Get_Alert', { alertId: alert.id });
	const got = Array.isArray(answer.json) ? answer.json[0] : undefined;
	check(
		`Get_Alert {alertId: ${alert.id}}: the alert as the emulator holds it in Simplify's 10 fields (name, state, when it fires, what it watches), no empty field`,
		!answer.isError &&
			got &&
			got.id === alert.id &&
			got.name === alert.name &&
			got.state === alert.state &&
			got.threshold === alert.threshold &&
			got.interval === alert.interval &&
			Object.keys(got).length <= 10 &&
			(got.tileId ?? null) === (alert.tileId ?? null) &&
			Object.values(got).every((value) => value !== null && value !== ''),
		answer.text.slice(0, 300),
	);
	check(
		'Get_Alert: one GET of that alert reached the server',
		C.apiRequests(emulator.requests()).filter(
			(request) => request.method === 'GET' && request.path.endsWith(`/alerts/${alert.id}`),
		).length === 1,
		JSON.stringify(
			C.apiRequests(emulator.requests()).map((request) => `${request.method} ${request.path}`),
		),
	);

	answer = await ask(session, 'List_Sources', {});
	const sources = emulator.store.sh.sources.all();
	check(
		`List_Sources {}: the ${sources.length} sources the emulator holds`,
		!answer.isError &&
			Array.isArray(answer.json) &&
			C.sameIds(
				answer.json.map((source) => source.id),
				sources.map((source) => source.id),
			),
		answer.text.slice(0, 300),
	);

	emulator.clearRequests();
	answer = await ask(session, 'Search_Events', {
		sourceId: LOG_SOURCE,
		startTime: RANGE.start,
		endTime: RANGE.end,
		where: 'level:error',
	});
	const errors = eventsOf('log', Date.parse(RANGE.start), Date.parse(RANGE.end))
		.filter((event) => event.SeverityText === 'error')
		.map((event) => Object.fromEntries(SEARCH_COLUMNS.map((column) => [column, event[column]])))
		.reverse();
	check(
		`Search_Events {the log source, ${RANGE.start} - ${RANGE.end}, level:error}: the ${errors.length} error events of that hour, newest first, four columns`,
		!answer.isError && errors.length > 0 && JSON.stringify(answer.json) === JSON.stringify(errors),
		`${answer.text.slice(0, 300)} / expected ${JSON.stringify(errors.slice(0, 2))}`,
	);
	const search = C.apiRequests(emulator.requests()).filter(
		(request) => request.method === 'POST' && request.path.endsWith('/search'),
	);
	const body = search[0] && search[0].body;
	check(
		'Search_Events: the server received the time range as ISO 8601 UTC times and the filter as given',
		search.length === 1 &&
			body.sourceId === LOG_SOURCE &&
			body.startTime === new Date(RANGE.start).toISOString() &&
			body.endTime === new Date(RANGE.end).toISOString() &&
			body.where === 'level:error' &&
			body.whereLanguage === 'lucene',
		JSON.stringify(body),
	);

	answer = await ask(session, 'List_Pipes', { pipeStates: 'Failed, Stopped' });
	const stoppedOrFailed = pipes().filter((pipe) => ['Failed', 'Stopped'].includes(pipe.state));
	check(
		`List_Pipes {pipeStates: "Failed, Stopped"}: the ${stoppedOrFailed.length} pipes the emulator holds in those states, simplified`,
		!answer.isError &&
			Array.isArray(answer.json) &&
			stoppedOrFailed.length > 0 &&
			C.sameIds(
				answer.json.map((pipe) => pipe.id),
				stoppedOrFailed.map((pipe) => pipe.id),
			) &&
			answer.json.every((pipe) => 'sourceKind' in pipe && !('source' in pipe)),
		answer.text.slice(0, 300),
	);

	// One setting changed behind the API's back: the settings and the audit must show it.
	const drifting = pipes()[1];
	emulator.setPipeSettings(drifting.id, { engine_max_download_threads: 32 });
	answer = await ask(session, 'Get_Pipe_Settings', { pipeId: drifting.id });
	const settings = Array.isArray(answer.json) ? answer.json[0] : undefined;
	check(
		`Get_Pipe_Settings {pipeId: ${drifting.id}}: the settings the emulator holds, with the changed one (32)`,
		!answer.isError &&
			settings &&
			settings.engine_max_download_threads === 32 &&
			sameSettings(settings, emulator.store.svc(SEED.service).pipes.get(drifting.id).settings),
		answer.text.slice(0, 300),
	);
	answer = await ask(session, 'Audit_Pipe_Settings', {});
	const audit = Array.isArray(answer.json) ? answer.json : [];
	const drift = audit.filter((entry) => !entry.compliant);
	check(
		`Audit_Pipe_Settings {}: one entry per pipe (${pipes().length}), exactly ${drifting.name} drifting on engine_max_download_threads (actual 32)`,
		!answer.isError &&
			audit.length === pipes().length &&
			drift.length === 1 &&
			drift[0].pipeId === drifting.id &&
			drift[0].drift.length === 1 &&
			drift[0].drift[0].setting === 'engine_max_download_threads' &&
			String(drift[0].drift[0].actual) === '32',
		JSON.stringify(drift).slice(0, 300),
	);
	return { alert };
}

/** Arguments the node refuses: a readable tool error, nothing sent, the session goes on. */
async function badArguments(session, emulator, { alert }) {
	const cases = [
		{
			label: 'an alert id of the wrong kind (a pipe UUID)',
			tool: 'Get_Alert',
			args: { alertId: SEED.pipes.messageBroker },
			field: 'Alert',
		},
		{
			label: 'a pipe id of the wrong kind (an alert object id)',
			tool: 'Get_Pipe_Settings',
			args: { pipeId: alert.id },
			field: 'Pipe',
		},
		{
			label: 'a source id of the wrong kind (a number)',
			tool: 'Search_Events',
			args: { sourceId: '42', startTime: RANGE.start, endTime: RANGE.end, where: '' },
			field: 'Source',
		},
		{
			label: 'a time range in words',
			tool: 'Search_Events',
			args: { sourceId: LOG_SOURCE, startTime: 'last hour', endTime: 'now', where: 'level:error' },
			field: 'Start Time',
		},
		{
			label: 'a time range the wrong way round',
			tool: 'Search_Events',
			args: { sourceId: LOG_SOURCE, startTime: RANGE.end, endTime: RANGE.start, where: '' },
			field: 'Start Time',
		},
		{
			label: 'a missing argument (no endTime)',
			tool: 'Search_Events',
			args: { sourceId: LOG_SOURCE, startTime: RANGE.start, where: 'level:error' },
			field: 'endTime',
		},
		{ label: 'a missing argument (no alertId)', tool: 'Get_Alert', args: {}, field: 'alertId' },
	];
	const sessionId = session.sessionId();
	for (const bad of cases) {
		emulator.clearRequests();
		const answer = await ask(session, bad.tool, bad.args);
		const problems = C.refusalProblems(answer, bad.field);
		check(
			`${bad.tool} with ${bad.label}: a tool error naming "${bad.field}" and the fix`,
			!answer.thrown && problems.length === 0,
			`${problems.join('; ')}: ${answer.text}`,
		);
		const sent = C.apiRequests(emulator.requests());
		check(
			`${bad.tool} with ${bad.label}: nothing reached the server`,
			sent.length === 0,
			sent.map((request) => `${request.method} ${request.path}`).join(', '),
		);
	}
	// A state nobody knows: judged after the list is read (no endpoint filters by state), so the server saw reads only.
	emulator.clearRequests();
	let answer = await ask(session, 'List_Alerts', { states: 'FIRING', nameContains: '' });
	const problems = C.refusalProblems(answer, 'Filters > States');
	const documented = /ALERT, OK, INSUFFICIENT_DATA, DISABLED, PENDING/.test(answer.text);
	check(
		"List_Alerts with an unknown state (FIRING): a tool error naming 'Filters > States', the documented states and the fix",
		!answer.thrown && problems.length === 0 && documented,
		`${problems.join('; ')}: ${answer.text}`,
	);
	const sent = C.apiRequests(emulator.requests());
	check(
		'List_Alerts with an unknown state (FIRING): the server received only reads (the alert list), nothing written',
		sent.length > 0 &&
			sent.every((request) => request.method === 'GET' && request.path.endsWith('/alerts')),
		sent.map((request) => `${request.method} ${request.path}`).join(', '),
	);
	answer = await ask(session, 'Get_Alert', { alertId: alert.id });
	check(
		'after the refusals the same MCP session goes on: Get_Alert answers',
		!answer.isError &&
			Array.isArray(answer.json) &&
			answer.json[0].id === alert.id &&
			session.sessionId() === sessionId,
		answer.text.slice(0, 200),
	);
}

/** The same questions to the example and to its Simplify-off twin: bytes a model reads. */
async function measureSizes(simplified, full, emulator) {
	emulator.reset();
	const questions = [
		{
			tool: 'List_Alerts',
			question: 'every alert (50 on the server)',
			args: { states: '', nameContains: '' },
		},
		{ tool: 'Get_Alert', question: 'one alert', args: { alertId: SEED.sh.alerts[0] } },
		{ tool: 'List_Pipes', question: 'every pipe (50 in the service)', args: { pipeStates: '' } },
		{
			tool: 'Search_Events',
			question: '200 minutes of the log source, no filter (200 rows)',
			args: {
				sourceId: LOG_SOURCE,
				startTime: LONG_RANGE.start,
				endTime: LONG_RANGE.end,
				where: '',
			},
			note: 'the event search has no Simplify; the example selects four columns (Options > Select), its twin returns every column of the source',
		},
	];
	const rows = [];
	for (const question of questions) {
		const on = await ask(simplified, question.tool, question.args);
		const off = await ask(full, question.tool, question.args);
		const items = Array.isArray(on.json) ? on.json.length : 0;
		const same = Array.isArray(off.json) && off.json.length === items;
		check(
			`sizes: ${question.tool} (${question.question}): both answers hold the same ${items} items, Simplify on is smaller`,
			!on.isError && !off.isError && items > 0 && same && on.bytes < off.bytes,
			`${on.bytes} vs ${off.bytes}: ${on.text.slice(0, 120)} / ${off.text.slice(0, 120)}`,
		);
		rows.push({
			tool: question.tool,
			question: question.question,
			items,
			simplified: on.bytes,
			full: off.bytes,
			note: question.note,
		});
		log(`  ${question.tool}: ${items} items, ${on.bytes} B simplified, ${off.bytes} B in full`);
	}
	const expectedCounts = { List_Alerts: 50, List_Pipes: 50, Search_Events: 200, Get_Alert: 1 };
	check(
		'sizes: the questions cover 50 alerts, 50 pipes and 200 event rows',
		rows.every((row) => row.items === expectedCounts[row.tool]),
		JSON.stringify(rows.map((row) => [row.tool, row.items])),
	);
	return rows;
}

function writeDocs(rows, n8nVersion) {
	const table = sizesTable(rows, { n8nVersion, date: new Date().toISOString().slice(0, 10) });
	for (const file of ['docs/mcp.md']) {
		const target = path.join(REPO, file);
		fs.writeFileSync(target, replaceSection(fs.readFileSync(target, 'utf8'), table));
		log(`  wrote the answer sizes into ${file}`);
	}
}

async function main() {
	const budgetSeconds = Number(process.env.OBS_MCP_TIMEOUT || 480);
	let env;
	const sessions = [];
	const watchdog = report.watchdog(budgetSeconds, { stop: () => stopAll().finally(summary) });
	try {
		env = await setUp({ check, log });
		log(`connect an MCP client (streamable HTTP) to ${env.urls.example}`);
		const session = await connect(env.paths.dir, env.urls.example);
		sessions.push(session);
		check(
			`the MCP client (@modelcontextprotocol/sdk ${session.sdkVersion}) initialized a session with n8n's MCP Server Trigger`,
			session.sessionId() &&
				session.server() &&
				session.server().name === MW.toolName(MW.triggerOf(env.example).name),
			JSON.stringify(session.server()),
		);
		check(
			"the server sends the workflow's instructions",
			(session.instructions() || '') === MW.triggerOf(env.example).parameters.instructions,
		);

		log('the tool list');
		await toolList(session, env.example);
		log('calls with the arguments a model would send');
		const found = await goodCalls(session, env.emulator);
		log('bad arguments');
		await badArguments(session, env.emulator, found);

		log(`what a model reads: the same questions to ${env.urls.raw} (Simplify off)`);
		const full = await connect(env.paths.dir, env.urls.raw);
		sessions.push(full);
		const rows = await measureSizes(session, full, env.emulator);
		if (process.argv.includes('--write')) writeDocs(rows, env.paths.n8nVersion);
		for (const open of sessions.splice(0)) await open.close();
		await env.n8n.stop();
		clearTimeout(watchdog);
	} catch (error) {
		report.crashed(error, [env && env.n8n.server]);
	} finally {
		for (const open of sessions) await open.close().catch(() => undefined);
		await stopAll();
		if (env) await env.emulator.close();
		report.removeUnlessKept(env && env.userFolder, 'OBS_MCP_KEEP');
	}
	const failed = summary();
	process.exitCode = failed ? 1 : 0;
}

stopOnSignals('the n8n processes', stopAll);

main();
