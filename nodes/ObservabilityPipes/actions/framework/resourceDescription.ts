import { type IDataObject, type INodeProperties, type INodePropertyOptions } from 'n8n-workflow';
import {
	bodyModeProperties,
	kindLocator,
	showOnlyWhere,
	simplifyProperty,
} from '../../../shared/editor/properties';
import { IDENTITY_FIELDS, SELECTED_FIELDS } from '../output/output';
import { byName } from '../../../shared/base/helpers';
import { labelFromFieldName } from '../../../shared/api/labels';
import { DEFAULT_WAIT_TIMEOUT_SECONDS } from '../helpers/stateWait';
import {
	KINDS,
	type KindName,
	type KindRecords,
	type RecordKindName,
} from '../../../shared/api/kindTable';
import type { Deployment } from '../../../shared/api/types';

/** `returnAll` and `limit`, as every list operation offers them. */
export function listProperties(): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { returnAll: [false] } },
		},
	];
}

/**
 * An operation's row of its resource's dropdown: its description, and the name or action text
 * where the derived ones do not fit; `deployments` where the operation exists on fewer
 * deployments than its resource (a source is written on a self-hosted server only). Its
 * parameters are in its `<op>.operation.ts`.
 */
export type OperationRow =
	| string
	| { description: string; name?: string; action?: string; deployments?: readonly Deployment[] };

/** The deployments an operation's row is offered on, undefined when it follows its resource. */
function rowDeployments(row: OperationRow): readonly Deployment[] | undefined {
	return typeof row === 'string' ? undefined : row.deployments;
}

/** `getContext` -> `['get', 'context']`. */
function words(operation: string): string[] {
	return operation.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The dropdown name of an operation: "Get Many" for `getAll`, else its words capitalized ("Get Context"). */
export function operationName(operation: string): string {
	return operation === 'getAll' ? 'Get Many' : words(operation).map(capitalized).join(' ');
}

/**
 * n8n's action text of an operation on a kind, without articles (n8n's UX guidelines): "Get
 * many alerts" for `getAll`, "Get alert" for a one-word operation, "Get pipe settings" for an
 * operation on a part of the record.
 */
export function operationAction(operation: string, kind: KindName): string {
	const { one, many } = KINDS[kind];
	if (operation === 'getAll') return `Get many ${many}`;
	const [verb, ...rest] = words(operation);
	return [capitalized(verb), one, ...rest].join(' ');
}

/** The dropdown rows of a resource's operations, sorted by name as n8n's lint wants them, names and action texts derived from the kind's nouns. */
export function operationOptions(
	kind: KindName,
	operations: Record<string, OperationRow>,
): INodePropertyOptions[] {
	return Object.entries(operations)
		.map(([value, entry]) => {
			const { description, name, action } =
				typeof entry === 'string'
					? { description: entry, name: undefined, action: undefined }
					: entry;
			return {
				name: name ?? operationName(value),
				value,
				action: action ?? operationAction(value, kind),
				description,
			};
		})
		.sort(byName);
}

/**
 * The description of one operation, as its `<op>.operation.ts` exports it: its parameters, each
 * shown only when its resource and operation are chosen (as n8n's `updateDisplayOptions`
 * does), Selected Fields offering the fields of the resource's records.
 */
export function operationDescription(
	resource: KindName,
	operation: string,
	parameters: INodeProperties[],
): INodeProperties[] {
	return showOnlyWhere(
		{ resource: [resource], operation: [operation] },
		withFieldOptions(resource, parameters),
	);
}

/**
 * A resource's operation dropdown followed by the description of each operation (its
 * `<op>.operation.ts`), in the order the dropdown's rows are listed. A resource with an
 * operation that exists on fewer deployments than the resource has one dropdown per deployment,
 * each offering that deployment's operations, and that operation's parameters show on its
 * deployments only.
 */
export function resourceDescription(
	resource: KindName,
	rows: Record<string, OperationRow>,
	defaultOperation: string,
	operations: Record<string, { description: INodeProperties[] }>,
): INodeProperties[] {
	const missing = Object.keys(rows).filter((operation) => !operations[operation]);
	const unlisted = Object.keys(operations).filter((operation) => !(operation in rows));
	if (missing.length || unlisted.length)
		throw new Error(
			`The ${resource} resource's dropdown and operation files differ: ${[...missing, ...unlisted].join(', ')}`,
		);
	const dropdown = (
		shownRows: Record<string, OperationRow>,
		deployment?: Deployment,
	): INodeProperties => ({
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: {
			show: { resource: [resource], ...(deployment ? { deployment: [deployment] } : {}) },
		},
		options: operationOptions(resource, shownRows),
		default: defaultOperation,
	});
	const limited = Object.values(rows).some((row) => rowDeployments(row) !== undefined);
	const dropdowns = limited
		? KINDS[resource].deployments.map((deployment) => {
				const shown = Object.fromEntries(
					Object.entries(rows).filter(
						([, row]) => rowDeployments(row)?.includes(deployment) ?? true,
					),
				);
				if (!(defaultOperation in shown))
					throw new Error(
						`The ${resource} resource's default operation ${defaultOperation} is not offered on ${deployment}`,
					);
				return dropdown(shown, deployment);
			})
		: [dropdown(rows)];
	return [
		...dropdowns,
		...Object.entries(rows).flatMap(([operation, row]) =>
			onDeployments(rowDeployments(row), operations[operation].description),
		),
	];
}

/** An operation's parameters, shown on its deployments only (all of its resource's when undefined). */
function onDeployments(
	deployments: readonly Deployment[] | undefined,
	parameters: INodeProperties[],
): INodeProperties[] {
	return deployments ? showOnlyWhere({ deployment: [...deployments] }, parameters) : parameters;
}

/** The Selected Fields of Output offer the fields of the resource's records (output.ts). */
function withFieldOptions(kind: KindName, parameters: INodeProperties[]): INodeProperties[] {
	return parameters.map((property) =>
		property.name === SELECTED_FIELDS && property.type === 'multiOptions'
			? { ...property, options: fieldOptions(kind) }
			: property,
	);
}

/** Simplify (in a workflow) or Output (as an AI tool) of the action node's gets and get manys (output.ts). */
export function simplifyOption(): INodeProperties[] {
	return outputProperties();
}

/**
 * A Get's parameters: the kind's picker and Simplify. `ownPicker: false` for the organization,
 * whose record the cloud scope's organization picker (the node's own) already chooses.
 */
export function getParameters(
	kind: RecordKindName,
	{ ownPicker = true }: { ownPicker?: boolean } = {},
): INodeProperties[] {
	return [...(ownPicker ? [kindLocator(kind)] : []), ...simplifyOption()];
}

/** A Get Many's parameters: Return All, Limit, Simplify and the kind's filters, if any. */
export function getAllParameters(filters?: INodeProperties): INodeProperties[] {
	return [...listProperties(), ...simplifyOption(), ...(filters ? [filters] : [])];
}

interface UpdateForm {
	/** The JSON body the form starts with (only fields to change). */
	example: IDataObject;
	/** What the "Update Fields" collection says, and the JSON body unless `jsonDescription` says otherwise. */
	hint: string;
	/** What the JSON body holds, where it differs from `hint`. */
	jsonDescription?: string;
	/** The fields an update may change. */
	fields: INodeProperties[];
	/** Whether the form shows the kind's picker (the organization's record is the cloud scope's). */
	ownPicker?: boolean;
}

/**
 * An Update's parameters: the kind's picker, the body mode (typed fields or JSON, the JSON
 * starting from `example`) and the "Update Fields" collection.
 */
export function updateParameters(
	kind: RecordKindName,
	{ example, hint, jsonDescription = hint, fields, ownPicker = true }: UpdateForm,
): INodeProperties[] {
	return [
		...(ownPicker ? [kindLocator(kind)] : []),
		...bodyModeProperties(example, jsonDescription, [updateFieldsProperty(hint, fields)]),
	];
}

/** The "Update Fields" collection of an update form (for the body mode's typed fields): only the fields given change. */
export function updateFieldsProperty(
	description: string,
	options: INodeProperties[],
): INodeProperties {
	return {
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description,
		options,
	};
}

/** The "Filters" collection of a Get Many. */
export function filtersProperty(options: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options,
	};
}

/** "Name" filter: the name contains a text. */
export function nameFilterField(noun: string): INodeProperties {
	return {
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		placeholder: 'e.g. checkout',
		description: `Only ${noun} whose name contains this text (any case)`,
	};
}

/** The source picker: the source resource's record, and what saved searches and event searches read. */
export const sourceLocator = kindLocator('source');

/**
 * The query languages of a `where` filter the saved search and event search forms offer (a
 * chart series adds its own). No document lists them for these two: the node's own list
 * (docs/api-notes.md#event-search). A language outside it (an expression) is still sent: a
 * newer server may take it, and one that does not answers 400 naming the field.
 */
const WHERE_LANGUAGE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Lucene', value: 'lucene' },
	{ name: 'SQL', value: 'sql' },
];

/** "Where Language": the language of the `where` filter beside it (saved search, event search, chart series). */
export function whereLanguageField(
	options: INodePropertyOptions[] = WHERE_LANGUAGE_OPTIONS,
): INodeProperties {
	return {
		displayName: 'Where Language',
		name: 'whereLanguage',
		type: 'options',
		options,
		default: 'lucene',
		description: 'Language of the filter',
	};
}

/** "Wait for State" and "Wait Timeout" of a kind's state commands; `settledText` lists its settled states for the user. */
export function waitProperties(noun: string, settledText: string): INodeProperties[] {
	return [
		{
			displayName: 'Wait for State',
			name: 'waitForState',
			type: 'boolean',
			default: false,
			description: `Whether to wait until the ${noun} settles (${settledText}) and return it in that state`,
		},
		{
			displayName: 'Wait Timeout',
			name: 'waitTimeout',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: DEFAULT_WAIT_TIMEOUT_SECONDS,
			displayOptions: { show: { waitForState: [true] } },
			description: `How long to wait for a settled state, in seconds; the node fails when the ${noun} has not settled by then`,
		},
	];
}

/** Selected Fields labels that the field's form label gives, where the field name alone would say it otherwise. */
const FORM_LABELS: Partial<Record<KindName, Record<string, string>>> = {
	alert: {
		numConsecutiveWindows: 'Number of Consecutive Windows',
		scheduleOffsetMinutes: 'Schedule Offset (Minutes)',
		scheduleStartAt: 'Schedule Start',
		source: 'Watched Item',
	},
	connection: { isPrometheusEndpoint: 'Prometheus Endpoint' },
	webhook: { service: 'Webhook Type' },
};

/** The Selected Fields entries of a kind, sorted by label; the ID fields are always returned and not offered. */
export function fieldOptions(kind: KindName): INodePropertyOptions[] {
	const { records, fields } = KINDS[kind] as { records?: KindRecords; fields?: readonly string[] };
	return (records?.fields ?? fields ?? [])
		.filter((field) => !IDENTITY_FIELDS.includes(field))
		.map((field) => ({
			name: FORM_LABELS[kind]?.[field] ?? labelFromFieldName(field),
			value: field,
		}))
		.sort(byName);
}

/** The hint under Simplify and Output: what the simplified record keeps. */
export const SIMPLIFY_HINT =
	'Simplified: each record with its ID, name and state and up to 7 more fields to act on; empty fields are left out';

/** Simplify (in a workflow) and Output with its Selected Fields (as an AI tool) of a Get or Get Many. */
export function outputProperties(): INodeProperties[] {
	const asTool = { '@tool': [true] };
	return [
		{
			...simplifyProperty,
			hint: SIMPLIFY_HINT,
			// Hidden for a tool rather than shown for a non-tool: an n8n before `@tool` (the
			// minimum, 1.85, knows no such key) then still shows the switch.
			displayOptions: { hide: asTool },
		},
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			default: 'simple',
			description: 'Which fields of each record to return to the agent',
			hint: SIMPLIFY_HINT,
			options: [
				{ name: 'Raw', value: 'raw', description: 'Every field the API returns' },
				{
					name: 'Selected Fields',
					value: 'fields',
					description: 'The ID and the fields you select',
				},
				{ name: 'Simplified', value: 'simple', description: 'At most 10 fields to act on' },
			],
			displayOptions: { show: asTool },
		},
		{
			displayName: 'Fields',
			name: SELECTED_FIELDS,
			type: 'multiOptions',
			default: [],
			description: "The fields to return; 'ID' is always included",
			options: [],
			displayOptions: { show: { ...asTool, output: ['fields'] } },
		},
	];
}
