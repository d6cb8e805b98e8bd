import type { IDataObject } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { checkId } from '../../../shared/api/ids';
import { InputError } from '../../../shared/base/inputError';
import { isObject } from '../../../shared/base/helpers';
import { checkFields, type FieldSpec, type Fields } from '../../../shared/input/schema';
import { checkSomeChange } from '../../../shared/input/validation';
import { writableFields } from '../../../shared/resources/writableFields';

/** The kinds of source a self-hosted server takes (the document's `Source` discriminator). */
export const SOURCE_KINDS = ENUMS.selfHostedSourceKinds.values;

/**
 * What each kind requires besides `name`, `kind`, `connection` and `from`: the `required` of
 * the document's LogSource, TraceSource, MetricSource, SessionSource and PromqlSource, as the
 * real server's code holds them (test/unit/sourceBody.test.ts compares them, naming the two
 * differences: the server requires a session's `timestampValueExpression` too, and gives a
 * trace's `durationPrecision` its default of 3). A kind the package does not know requires only
 * those four: a newer server judges the rest.
 */
export const KIND_REQUIRED: Readonly<Record<string, readonly string[]>> = {
	log: ['defaultTableSelectExpression', 'timestampValueExpression'],
	trace: [
		'defaultTableSelectExpression',
		'timestampValueExpression',
		'durationExpression',
		'traceIdExpression',
		'spanIdExpression',
		'parentSpanIdExpression',
		'spanNameExpression',
		'spanKindExpression',
	],
	metric: ['metricTables', 'timestampValueExpression', 'resourceAttributesExpression'],
	session: ['traceSourceId', 'timestampValueExpression'],
	promql: ['timestampValueExpression'],
};

/** The fields every kind requires (the document's `required` common to all kinds). */
export const COMMON_REQUIRED = ['name', 'kind', 'connection', 'from'] as const;

/** The metric tables a metric source names, by data type (the document's `MetricTables`). */
const METRIC_TABLE_KEYS = [
	'gauge',
	'histogram',
	'sum',
	'summary',
	'exponential histogram',
] as const;

const TEXT: FieldSpec = { type: 'string', nullable: true };

/**
 * The expressions and source references of the kinds, all text (the document's LogSource,
 * TraceSource, MetricSource, SessionSource and PromqlSource).
 */
const TEXT_FIELDS = [
	'bodyExpression',
	'defaultTableSelectExpression',
	'displayedTimestampValueExpression',
	'durationExpression',
	'eventAttributesExpression',
	'implicitColumnExpression',
	'knownColumnsListExpression',
	'logSourceId',
	'metricSourceId',
	'parentSpanIdExpression',
	'resourceAttributesExpression',
	'serviceNameExpression',
	'serviceVersionExpression',
	'sessionSourceId',
	'severityTextExpression',
	'spanEventsValueExpression',
	'spanIdExpression',
	'spanKindExpression',
	'spanNameExpression',
	'statusCodeExpression',
	'statusMessageExpression',
	'timestampValueExpression',
	'traceIdExpression',
	'traceSourceId',
] as const;

/**
 * The fields of a source body. Text lengths, the time-precision range and the values of
 * `useTextIndexForImplicitColumn` are the server's to judge; arrays of settings and views are
 * sent as given.
 */
const SOURCE_FIELDS: Fields = {
	name: { type: 'string' },
	kind: { type: 'string', enum: SOURCE_KINDS },
	section: { type: 'string' },
	disabled: { type: 'boolean', nullable: true },
	from: {
		type: 'object',
		fields: { databaseName: { type: 'string' }, tableName: TEXT },
		required: ['databaseName'],
	},
	querySettings: {
		type: 'objects',
		nullable: true,
		fields: { setting: { type: 'string' }, value: { type: 'string' } },
		required: ['setting', 'value'],
	},
	metricTables: {
		type: 'object',
		fields: Object.fromEntries(METRIC_TABLE_KEYS.map((key) => [key, { type: 'string' }])),
	},
	durationPrecision: { type: 'integer', min: 0 },
	useTextIndexForImplicitColumn: { type: 'string', nullable: true },
	highlightedTraceAttributeExpressions: { type: 'any' },
	highlightedRowAttributeExpressions: { type: 'any' },
	materializedViews: { type: 'any' },
	metadataMaterializedViews: { type: 'any' },
	...Object.fromEntries(TEXT_FIELDS.map((field) => [field, TEXT])),
};

/** The fields of an update's changes: a change of `from` may give its table alone. */
const CHANGE_FIELDS: Fields = {
	...SOURCE_FIELDS,
	from: { type: 'object', fields: { databaseName: { type: 'string' }, tableName: TEXT } },
};

/** Every kind but a metric source reads one table: its `from` names it. */
const FROM_WITH_TABLE: FieldSpec = {
	type: 'object',
	fields: { databaseName: { type: 'string' }, tableName: { type: 'string' } },
	required: ['databaseName', 'tableName'],
};

/** The fields of a body of this kind: a metric source's `from` may leave its table out. */
function fieldsOf(kind: string): Fields {
	return kind === 'metric' || !(kind in KIND_REQUIRED)
		? SOURCE_FIELDS
		: { ...SOURCE_FIELDS, from: FROM_WITH_TABLE };
}

/** A metric source names at least one table (the document's `MetricTables`). */
function checkMetricTables(body: IDataObject): void {
	if (body.kind !== 'metric' || !isObject(body.metricTables)) return;
	const named = Object.values(body.metricTables).some(
		(table) => typeof table === 'string' && table.trim() !== '',
	);
	if (!named)
		throw new InputError(
			'metricTables',
			'no table is named',
			`Name the table of at least one metric type (${METRIC_TABLE_KEYS.join(', ')}).`,
		);
}

/**
 * Checks a whole source body (a create) and returns it: the fields every kind and its own kind
 * require, each field of its type, the connection an object ID. Fields the package does not
 * know, and kinds it does not list, pass as given (a newer server may take them).
 */
export function validateSourceBody(body: IDataObject): IDataObject {
	const { connection, ...rest } = body;
	const kind = typeof rest.kind === 'string' ? rest.kind.trim() : rest.kind;
	const required = [
		...COMMON_REQUIRED.filter((field) => field !== 'connection'),
		...(typeof kind === 'string' ? (KIND_REQUIRED[kind] ?? []) : []),
	];
	const checked = checkFields({ ...rest, kind }, fieldsOf(String(kind)), '', {}, required);
	checkMetricTables(checked);
	return { ...checked, connection: checkId('connection', connection, 'objectId') };
}

/**
 * The changes of an update, checked before the node reads the source: each field given of its
 * type (nothing is required; what was read goes back as it was).
 */
export function checkSourceChanges(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
): IDataObject {
	checkSomeChange(changes, from);
	const { connection, ...rest } = changes;
	const checked = checkFields(rest, CHANGE_FIELDS, '', {});
	checkMetricTables(checked);
	return connection === undefined
		? checked
		: { ...checked, connection: checkId('connection', connection, 'objectId') };
}

/**
 * The source to send back: the record as read (without what the server sets), the changes
 * over it; changes to `from` keep the part of it they leave out.
 */
export function mergeSourceChanges(record: IDataObject, changes: IDataObject): IDataObject {
	const current = writableFields(record);
	const merged: IDataObject = { ...current, ...changes };
	if (isObject(changes.from) && isObject(current.from))
		merged.from = { ...current.from, ...changes.from };
	checkKindChange(merged, changes, current.kind);
	return merged;
}

/**
 * A change of kind needs what the new kind requires, given or stored (KIND_REQUIRED); a source
 * that already lacks a field of its own kind goes back as it was, for the server to judge.
 */
function checkKindChange(merged: IDataObject, changes: IDataObject, storedKind: unknown): void {
	const kind = changes.kind;
	if (typeof kind !== 'string' || kind === storedKind) return;
	for (const field of KIND_REQUIRED[kind] ?? []) {
		const value = merged[field];
		if (value !== undefined && value !== null && value !== '') continue;
		throw new InputError(
			field,
			`it is required when the kind is "${kind}", and the source has none`,
			`Give '${field}' with the new kind.`,
		);
	}
}

/**
 * The typed fields of a form as a body: the database and table as `from`, the metric tables by
 * their data types, the pickers' values; empty values are left out.
 */
export function sourceFieldsToBody(fields: IDataObject): IDataObject {
	const out: IDataObject = {};
	const from: IDataObject = {};
	for (const [key, value] of Object.entries(fields)) {
		// A picker gives the resource locator itself.
		const given = isObject(value) && '__rl' in value ? value.value : value;
		// The form's Connection picker (the connection resource's `connectionId`) is the API's
		// `connection`; a picker given but empty is refused under its own label.
		if (key === 'connectionId') {
			out.connection = checkId('connectionId', given, 'objectId');
			continue;
		}
		if (given === undefined || given === null || given === '') continue;
		if (key === 'databaseName' || key === 'tableName') from[key] = given;
		else if (key === 'metricTables' && isObject(given)) {
			const tables = metricTablesOf(given);
			if (Object.keys(tables).length) out.metricTables = tables;
		} else out[key] = given;
	}
	// A metric source names its tables by type: the server still wants its `from` table, empty.
	if (out.kind === 'metric' && from.databaseName !== undefined && from.tableName === undefined)
		from.tableName = '';
	if (Object.keys(from).length) out.from = from;
	return out;
}

/** The form's metric tables as the API names them (`exponentialHistogram` is "exponential histogram"). */
function metricTablesOf(tables: IDataObject): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(tables)) {
		if (value === undefined || value === null || value === '') continue;
		out[key === 'exponentialHistogram' ? 'exponential histogram' : key] = value;
	}
	return out;
}
