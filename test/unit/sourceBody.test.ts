/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldOf } from '../support/inputError';
import {
	checkSourceChanges,
	COMMON_REQUIRED,
	KIND_REQUIRED,
	mergeSourceChanges,
	SOURCE_KINDS,
	sourceFieldsToBody,
	validateSourceBody,
} from '../../nodes/ObservabilityPipes/actions/source/sourceBody';

const CONNECTION = '0c0000000000000000000001';
const document = JSON.parse(
	readFileSync(join(__dirname, '..', 'contract', 'documents', 'selfhosted.json'), 'utf8'),
) as { components: { schemas: Record<string, { required?: string[] }> } };

/** Each kind's schema in the document. */
const SCHEMAS: Record<string, string> = {
	log: 'LogSource',
	trace: 'TraceSource',
	metric: 'MetricSource',
	session: 'SessionSource',
	promql: 'PromqlSource',
};

/**
 * Where the real server's code (its zod schemas) differs from the document's `required`: it
 * requires a session's timestamp too, and defaults a trace's duration precision to 3.
 */
const SERVER_REQUIRES = { session: ['timestampValueExpression'] } as Record<string, string[]>;
const SERVER_DEFAULTS = { trace: ['durationPrecision'] } as Record<string, string[]>;

describe('the required fields of each kind of source', () => {
	it.each(Object.entries(SCHEMAS))(
		"%s: the document's required fields, as the real server holds them",
		(kind, schema) => {
			const documented = document.components.schemas[schema].required ?? [];
			const expected = [
				...documented.filter(
					(field) =>
						!(COMMON_REQUIRED as readonly string[]).includes(field) &&
						!(SERVER_DEFAULTS[kind] ?? []).includes(field),
				),
				...(SERVER_REQUIRES[kind] ?? []),
			];
			expect([...KIND_REQUIRED[kind]].sort()).toEqual(expected.sort());
			expect(COMMON_REQUIRED.every((field) => documented.includes(field))).toBe(true);
		},
	);

	it('the kinds are those of the document, each with its required fields', () => {
		expect(Object.keys(KIND_REQUIRED).sort()).toEqual([...SOURCE_KINDS].sort());
		expect(Object.keys(SCHEMAS).sort()).toEqual([...SOURCE_KINDS].sort());
	});
});

describe('validateSourceBody', () => {
	const promql = {
		name: 'Prometheus',
		kind: 'promql',
		connection: CONNECTION,
		from: { databaseName: 'default', tableName: 'default' },
		timestampValueExpression: 'timestamp',
	};

	it('sends a kind and fields the package does not know as given', () => {
		expect(validateSourceBody({ ...promql, kind: 'future_kind', newerField: 1 })).toEqual({
			...promql,
			kind: 'future_kind',
			newerField: 1,
		});
	});

	it.each([
		['no name', { name: undefined }, 'name'],
		['no kind', { kind: undefined }, 'kind'],
		['a kind that is a number', { kind: 3 }, 'kind'],
		['no connection', { connection: undefined }, 'connection'],
		['a connection that is a name', { connection: 'default' }, 'connection'],
		['no from', { from: undefined }, 'from'],
		['from without its table', { from: { databaseName: 'd' } }, 'from.tableName'],
		['a timestamp that is a number', { timestampValueExpression: 1 }, 'timestampValueExpression'],
		['disabled as text', { disabled: 'yes' }, 'disabled'],
		['query settings as an object', { querySettings: { max_threads: '4' } }, 'querySettings'],
	])('refuses %s, naming the field', (_label, change, field) => {
		expect(fieldOf(() => validateSourceBody({ ...promql, ...change }))).toBe(field);
	});

	it("refuses a kind's missing required field; a metric source may leave its table out but names one metric table", () => {
		expect(fieldOf(() => validateSourceBody({ ...promql, kind: 'log' }))).toBe(
			'defaultTableSelectExpression',
		);
		const metric = {
			...promql,
			kind: 'metric',
			from: { databaseName: 'default', tableName: '' },
			resourceAttributesExpression: 'ResourceAttributes',
		};
		expect(fieldOf(() => validateSourceBody(metric))).toBe('metricTables');
		expect(fieldOf(() => validateSourceBody({ ...metric, metricTables: { gauge: '' } }))).toBe(
			'metricTables',
		);
		expect(validateSourceBody({ ...metric, metricTables: { gauge: 'g' } })).toMatchObject({
			metricTables: { gauge: 'g' },
		});
	});
});

describe('source updates', () => {
	it('checks only the changes: any field may be left out, a wrong type is refused', () => {
		expect(checkSourceChanges({ from: { tableName: 't' } })).toEqual({ from: { tableName: 't' } });
		expect(fieldOf(() => checkSourceChanges({}))).toBe('updateFields');
		expect(fieldOf(() => checkSourceChanges({ name: 5 }, 'jsonBody'))).toBe('name');
		expect(fieldOf(() => checkSourceChanges({ connection: 'x' }))).toBe('connection');
	});

	it('merges the changes into the record as read, keeping the part of from left out and what it does not know', () => {
		const record = {
			id: '050000000000000000000001',
			name: 'Logs',
			kind: 'log',
			connection: CONNECTION,
			from: { databaseName: 'otel', tableName: 'logs' },
			serviceNameExpression: null,
			newerField: { a: 1 },
		};
		expect(mergeSourceChanges(record, { from: { tableName: 'logs2' }, name: 'L' })).toEqual({
			name: 'L',
			kind: 'log',
			connection: CONNECTION,
			from: { databaseName: 'otel', tableName: 'logs2' },
			newerField: { a: 1 },
		});
	});

	it('builds a body of the typed fields: from, the metric tables by type, the pickers', () => {
		expect(
			sourceFieldsToBody({
				name: 'M',
				kind: 'metric',
				connection: { __rl: true, mode: 'id', value: CONNECTION },
				databaseName: 'otel',
				tableName: '',
				metricTables: { exponentialHistogram: 'eh', sum: '' },
				section: '',
			}),
		).toEqual({
			name: 'M',
			kind: 'metric',
			connection: CONNECTION,
			from: { databaseName: 'otel', tableName: '' },
			metricTables: { 'exponential histogram': 'eh' },
		});
	});
});

describe('a source update judges the changes, and sends what was read as it was', () => {
	const stored = {
		id: 's',
		kind: 'log',
		name: 'L',
		connection: 'not-an-object-id',
		from: { databaseName: 'default', tableName: 'logs' },
		timestampValueExpression: 'Timestamp',
		futureField: 1,
	};

	it('a rename sends the stored fields back as read, whatever they hold', () => {
		const { id, ...asRead } = stored;
		expect(id).toBe('s');
		expect(mergeSourceChanges(stored, checkSourceChanges({ name: 'Renamed' }))).toEqual({
			...asRead,
			name: 'Renamed',
		});
	});

	it('a change of kind needs what the new kind requires, given or stored', () => {
		expect(fieldOf(() => mergeSourceChanges(stored, checkSourceChanges({ kind: 'trace' })))).toBe(
			'defaultTableSelectExpression',
		);
		expect(
			mergeSourceChanges(
				stored,
				checkSourceChanges({ kind: 'session', traceSourceId: '050000000000000000000002' }),
			),
		).toMatchObject({ kind: 'session', traceSourceId: '050000000000000000000002' });
	});

	it('a stored source that lacks a field of its own kind is renamed as it is', () => {
		const { timestampValueExpression, ...lacking } = stored;
		expect(timestampValueExpression).toBe('Timestamp');
		expect(
			mergeSourceChanges(lacking, checkSourceChanges({ name: 'R', kind: 'log' })),
		).toMatchObject({
			name: 'R',
		});
	});
});
