/**
 * The source resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadInput,
	type ResourceCases,
	baselineBuilder,
	VALUE,
	json,
	body,
	judged,
} from '../support/caseKit';
import { locator, SEED } from '../support/env';

/** A log source on the seeded connection (self-hosted source writes). */
export const sourceBody = () => ({
	name: 'rel',
	kind: 'log',
	connection: SEED.sh.connection,
	from: { databaseName: 'otel', tableName: 'otel_logs' },
	defaultTableSelectExpression: 'Timestamp, Body',
	timestampValueExpression: 'Timestamp',
});

/** Source create bodies with one bad field each. */
function badSourceBodies(): BadInput[] {
	const base = sourceBody();
	return [
		body('no name', { ...base, name: undefined }, 'name'),
		body('name is a list', { ...base, name: ['x'] }, 'name'),
		body('no kind', { ...base, kind: undefined }, 'kind'),
		body('kind is a number', { ...base, kind: 1 }, 'kind'),
		// A shape only one kind's schema of the document fits, the kind left to the server.
		judged(
			'a kind no server knows',
			{
				name: 'rel',
				kind: 'future_kind',
				connection: base.connection,
				from: base.from,
				timestampValueExpression: 'Timestamp',
			},
			'kind',
		),
		body('no connection', { ...base, connection: undefined }, 'connection'),
		body('connection is a name', { ...base, connection: 'default' }, 'connection'),
		judged(
			'a connection that does not exist',
			{ ...base, connection: 'f'.repeat(24) },
			'connection',
		),
		body('from is a text', { ...base, from: 'otel.otel_logs' }, 'from'),
		body('from without its table', { ...base, from: { databaseName: 'otel' } }, 'from.tableName'),
		body(
			'a log source without its select expression',
			{ ...base, defaultTableSelectExpression: undefined },
			'defaultTableSelectExpression',
		),
		body(
			'a trace without its span kind',
			{
				...base,
				kind: 'trace',
				durationExpression: 'Duration',
				traceIdExpression: 'TraceId',
				spanIdExpression: 'SpanId',
				parentSpanIdExpression: 'ParentSpanId',
				spanNameExpression: 'SpanName',
			},
			'spanKindExpression',
		),
		body(
			'a metric source without tables',
			{ ...base, kind: 'metric', resourceAttributesExpression: 'ResourceAttributes' },
			'metricTables',
		),
		body('a session without its trace source', { ...base, kind: 'session' }, 'traceSourceId'),
		body('disabled as text', { ...base, disabled: 'yes' }, 'disabled'),
		body(
			'query settings as an object',
			{ ...base, querySettings: { max_threads: '4' } },
			'querySettings',
		),
		judged('a section of 257 characters', { ...base, section: 's'.repeat(257) }, 'section'),
	];
}

/** Source update changes with one bad field each (checked before the read). */
function badSourceChanges(): BadInput[] {
	return [
		body('name is a number', { name: 5 }, 'name'),
		body('connection not an object id', { connection: 'default' }, 'connection'),
		body('timestamp is a number', { timestampValueExpression: 1 }, 'timestampValueExpression'),
		body('precision is a fraction', { durationPrecision: 1.5 }, 'durationPrecision'),
		body('table is a list', { from: { tableName: ['t'] } }, 'from.tableName'),
	];
}

export const cases: ResourceCases = {
	resource: 'source',
	recordField: 'sourceId',
	baselines() {
		const { cells, both, selfHosted } = baselineBuilder();
		both('source', 'getAll', { returnAll: true }, { returnAll: true });
		both(
			'source',
			'get',
			{ sourceId: locator(SEED.cloudSources.log) },
			{ sourceId: locator(SEED.sh.sources.log) },
		);
		selfHosted('source', 'create', json(sourceBody()));
		selfHosted('source', 'update', {
			sourceId: locator(SEED.sh.sources.log),
			...json({ section: 'Ops' }),
		});
		selfHosted('source', 'delete', { sourceId: locator(SEED.sh.sources.metric) });
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'source:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badSourceBodies());
		if (cell.op === 'source:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badSourceChanges());
	},
};
