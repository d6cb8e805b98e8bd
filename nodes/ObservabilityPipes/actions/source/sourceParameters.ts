import type { INodeProperties } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { labelFromFieldName, valueOptions } from '../../../shared/api/labels';
import { byDisplayName } from '../../../shared/base/helpers';
import { kindLocator } from '../../../shared/editor/properties';
import { sourceLocator } from '../framework/resourceDescription';

/** What each text field of a source means for the user, and an example. */
const TEXT_FIELDS: Record<string, { description: string; placeholder?: string }> = {
	bodyExpression: { description: 'Column or expression of the log message', placeholder: 'Body' },
	defaultTableSelectExpression: {
		description: 'Columns shown in search results unless a search chooses its own',
		placeholder: 'Timestamp, ServiceName, SeverityText, Body',
	},
	displayedTimestampValueExpression: {
		description: 'Time column that search results show and are sorted by',
		placeholder: 'TimestampTime',
	},
	durationExpression: {
		description: 'Column or expression of the span duration',
		placeholder: 'Duration',
	},
	eventAttributesExpression: {
		description: 'Column or expression of the event attributes',
		placeholder: 'LogAttributes',
	},
	implicitColumnExpression: {
		description: 'Column searched by free text that names no field',
		placeholder: 'Body',
	},
	knownColumnsListExpression: { description: 'Expression listing the known columns' },
	logSourceId: { description: 'The log source that holds the logs of the same services' },
	metricSourceId: { description: 'The metric source that holds the metrics of the same services' },
	parentSpanIdExpression: {
		description: 'Column or expression of the parent span ID',
		placeholder: 'ParentSpanId',
	},
	resourceAttributesExpression: {
		description: 'Column or expression of the resource attributes',
		placeholder: 'ResourceAttributes',
	},
	serviceNameExpression: {
		description: 'Column or expression of the service name',
		placeholder: 'ServiceName',
	},
	serviceVersionExpression: {
		description: 'Expression of the running release of a service',
		placeholder: "ResourceAttributes['service.version']",
	},
	sessionSourceId: { description: 'The session source of the same services' },
	severityTextExpression: {
		description: 'Column or expression of the log level',
		placeholder: 'SeverityText',
	},
	spanEventsValueExpression: {
		description: 'Column or expression of the span events',
		placeholder: 'Events',
	},
	spanIdExpression: { description: 'Column or expression of the span ID', placeholder: 'SpanId' },
	spanKindExpression: {
		description: 'Column or expression of the span kind',
		placeholder: 'SpanKind',
	},
	spanNameExpression: {
		description: 'Column or expression of the span name',
		placeholder: 'SpanName',
	},
	statusCodeExpression: {
		description: 'Column or expression of the span status',
		placeholder: 'StatusCode',
	},
	statusMessageExpression: {
		description: 'Column or expression of the span status message',
		placeholder: 'StatusMessage',
	},
	timestampValueExpression: {
		description: "Time column or expression that is part of the table's primary key",
		placeholder: 'Timestamp',
	},
	traceIdExpression: {
		description: 'Column or expression of the trace ID',
		placeholder: 'TraceId',
	},
	traceSourceId: { description: 'The trace source that holds the traces of the same services' },
};

/** A text field of a source, from the table above; another source it names is chosen with the source picker. */
function textField(name: string, required = false): INodeProperties {
	const { description, placeholder } = TEXT_FIELDS[name];
	if (name.endsWith('SourceId'))
		return {
			...sourceLocator,
			name,
			displayName: labelFromFieldName(name.replace(/Id$/, '')),
			required,
			description,
		};
	return {
		displayName: labelFromFieldName(name),
		name,
		type: 'string',
		default: '',
		...(required ? { required: true } : {}),
		...(placeholder ? { placeholder: `e.g. ${placeholder}` } : {}),
		description,
	};
}

/** Shown for these kinds of source only. */
const forKinds = (kinds: string[], property: INodeProperties): INodeProperties => ({
	...property,
	displayOptions: { show: { kind: kinds } },
});

const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	placeholder: 'e.g. Logs',
	description: 'Name of the source, as source lists show it',
};

/** The source's connection: the database the source reads through. */
const connectionPicker: INodeProperties = {
	...kindLocator('connection'),
	description: 'The database connection the source reads through',
};

const databaseNameField: INodeProperties = {
	displayName: 'Database Name',
	name: 'databaseName',
	type: 'string',
	default: '',
	placeholder: 'e.g. otel',
	description: 'Database of the table the source reads',
};

const tableNameField: INodeProperties = {
	displayName: 'Table Name',
	name: 'tableName',
	type: 'string',
	default: '',
	placeholder: 'e.g. otel_logs',
	description: 'Table the source reads',
};

const sectionField: INodeProperties = {
	displayName: 'Section',
	name: 'section',
	type: 'string',
	default: '',
	placeholder: 'e.g. Billing',
	description: 'Group label: source lists show the sources of one section together',
};

const disabledField: INodeProperties = {
	displayName: 'Disabled',
	name: 'disabled',
	type: 'boolean',
	default: false,
	description: 'Whether to hide the source from the source lists of the UI',
};

const durationPrecisionField: INodeProperties = {
	displayName: 'Duration Precision',
	name: 'durationPrecision',
	type: 'number',
	typeOptions: { minValue: 0, maxValue: 9, numberPrecision: 0 },
	default: 3,
	description:
		'Decimal places of a second the duration counts in: 3 for milliseconds, 9 for nanoseconds',
};

const metricTablesField: INodeProperties = {
	displayName: 'Metric Tables',
	name: 'metricTables',
	type: 'collection',
	placeholder: 'Add Table',
	required: true,
	default: {},
	description: 'The table of each type of metric; name at least one',
	options: [
		{
			displayName: 'Exponential Histogram',
			name: 'exponentialHistogram',
			type: 'string',
			default: '',
			placeholder: 'e.g. otel_metrics_exponential_histogram',
			description: 'Table of the exponential histogram metrics',
		},
		{
			displayName: 'Gauge',
			name: 'gauge',
			type: 'string',
			default: '',
			placeholder: 'e.g. otel_metrics_gauge',
			description: 'Table of the gauge metrics',
		},
		{
			displayName: 'Histogram',
			name: 'histogram',
			type: 'string',
			default: '',
			placeholder: 'e.g. otel_metrics_histogram',
			description: 'Table of the histogram metrics',
		},
		{
			displayName: 'Sum',
			name: 'sum',
			type: 'string',
			default: '',
			placeholder: 'e.g. otel_metrics_sum',
			description: 'Table of the sum metrics',
		},
		{
			displayName: 'Summary',
			name: 'summary',
			type: 'string',
			default: '',
			placeholder: 'e.g. otel_metrics_summary',
			description: 'Table of the summary metrics',
		},
	],
};

/** The optional fields of each kind (the document's properties that are not required). */
const OPTIONAL: Record<string, string[]> = {
	log: [
		'bodyExpression',
		'displayedTimestampValueExpression',
		'eventAttributesExpression',
		'implicitColumnExpression',
		'knownColumnsListExpression',
		'metricSourceId',
		'resourceAttributesExpression',
		'serviceNameExpression',
		'serviceVersionExpression',
		'severityTextExpression',
		'spanIdExpression',
		'traceIdExpression',
		'traceSourceId',
	],
	trace: [
		'eventAttributesExpression',
		'implicitColumnExpression',
		'knownColumnsListExpression',
		'logSourceId',
		'metricSourceId',
		'resourceAttributesExpression',
		'serviceNameExpression',
		'serviceVersionExpression',
		'sessionSourceId',
		'spanEventsValueExpression',
		'statusCodeExpression',
		'statusMessageExpression',
	],
	metric: ['logSourceId'],
	session: [],
	promql: [],
};

/** The kinds the form offers. */
const KINDS = [...ENUMS.selfHostedSourceKinds.values];

/** The "Additional Fields" of one kind, sorted. */
function additionalFields(kind: string): INodeProperties {
	return forKinds([kind], {
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [disabledField, sectionField, ...OPTIONAL[kind].map((name) => textField(name))].sort(
			byDisplayName,
		),
	});
}

/**
 * The typed fields of Source: Create: name, kind, connection and table, then the fields the
 * chosen kind requires, then its optional fields.
 */
export const sourceCreateFields: INodeProperties[] = [
	{ ...nameField, required: true },
	{
		displayName: 'Kind',
		name: 'kind',
		type: 'options',
		options: valueOptions(KINDS),
		default: 'log',
		description:
			'What the source holds: logs, traces, metrics, sessions, or metrics read with PromQL',
	},
	{ ...connectionPicker, required: true },
	{ ...databaseNameField, required: true },
	forKinds(['log', 'trace', 'session', 'promql'], { ...tableNameField, required: true }),
	forKinds(['metric'], {
		...tableNameField,
		placeholder: undefined,
		description: 'Table the source reads; metric sources name their tables by type below',
	}),
	forKinds(['log', 'trace'], textField('defaultTableSelectExpression', true)),
	forKinds(KINDS, textField('timestampValueExpression', true)),
	...[
		'durationExpression',
		'traceIdExpression',
		'spanIdExpression',
		'parentSpanIdExpression',
		'spanNameExpression',
		'spanKindExpression',
	].map((name) => forKinds(['trace'], textField(name, true))),
	forKinds(['trace'], { ...durationPrecisionField, required: true }),
	forKinds(['metric'], metricTablesField),
	forKinds(['metric'], textField('resourceAttributesExpression', true)),
	forKinds(['session'], {
		...sourceLocator,
		name: 'traceSourceId',
		displayName: 'Trace Source',
		required: true,
		description: 'The trace source whose traces the sessions are made of',
	}),
	...Object.keys(OPTIONAL).map(additionalFields),
];

/** The fields an update may change (alphabetical): the node reads the source and keeps the rest. */
export const sourceUpdateFields: INodeProperties[] = [
	nameField,
	{ ...connectionPicker, required: false },
	databaseNameField,
	tableNameField,
	sectionField,
	disabledField,
	durationPrecisionField,
	...Object.keys(TEXT_FIELDS).map((name) => textField(name)),
].sort(byDisplayName);
