import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { byName } from '../../shared/editor/ordering';
import { KINDS, type KindName, type KindRecords } from '../../shared/api/recordKinds';
import { simplifyProperties } from '../../shared/editor/descriptions';

/**
 * What a Get or Get Many returns, as n8n's UX guidelines ask of a node an AI agent uses
 * ("AI tool nodes: 'Output' parameter"): used as a tool (`@tool`), the node shows **Output**
 * (Simplified, Raw, Selected Fields), so an agent's context holds only the fields it needs; in a
 * workflow it shows n8n's **Simplify** switch ("Normal nodes: 'Simplify' parameter"), which
 * workflows saved with node version 1 or 2 keep. Both read the same simplifiers.
 */

/** The name of the Selected Fields parameter; `resourceDescription` fills its options per kind. */
export const SELECTED_FIELDS = 'fields';

/** Words of field names written in capitals in their labels. */
const FIELD_ACRONYMS = new Set(['arn', 'byoc', 'dns', 'id', 'ids', 'ip', 'vpc']);

/** `createdAt` -> "Created At", `dnsNames` -> "DNS Names", `webhookIds` -> "Webhook IDs". */
export function fieldLabel(field: string): string {
	return field
		.split(/(?=[A-Z])/)
		.map((word) => {
			const lower = word.toLowerCase();
			if (lower === 'ids') return 'IDs';
			return FIELD_ACRONYMS.has(lower)
				? lower.toUpperCase()
				: word.charAt(0).toUpperCase() + word.slice(1);
		})
		.join(' ');
}

/** The Selected Fields entries of a kind, sorted by label; `id` is always returned and not offered. */
export function fieldOptions(kind: KindName): INodePropertyOptions[] {
	const { records, fields } = KINDS[kind] as { records?: KindRecords; fields?: readonly string[] };
	return (records?.fields ?? fields ?? [])
		.filter((field) => field !== 'id')
		.map((field) => ({ name: fieldLabel(field), value: field }))
		.sort(byName);
}

/** The hint under Simplify and Output: what the simplified record keeps. */
export const SIMPLIFY_HINT =
	'Simplified: each record with its ID, name and state and up to 7 more fields to act on (the README lists them); empty fields are left out';

/**
 * Simplify (in a workflow) and Output with its Selected Fields (as an AI tool) of a Get or Get
 * Many. Version 1 keeps its Simplify switch whatever it runs as.
 */
export function outputProperties(): INodeProperties[] {
	const asTool = { '@tool': [true] };
	return [
		...simplifyProperties().map((property) => {
			const show = property.displayOptions?.show ?? {};
			const fromVersion2 = show['@version'] === undefined;
			return {
				...property,
				hint: SIMPLIFY_HINT,
				// Hidden for a tool rather than shown for a non-tool: an n8n before `@tool` (the
				// minimum, 1.85, knows no such key) then still shows the switch.
				...(fromVersion2
					? {
							displayOptions: {
								...property.displayOptions,
								hide: { ...property.displayOptions?.hide, '@tool': [true] },
							},
						}
					: {}),
			};
		}),
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
			displayOptions: { show: asTool, hide: { '@version': [1] } },
		},
		{
			displayName: 'Fields',
			name: SELECTED_FIELDS,
			type: 'multiOptions',
			default: [],
			description: "The fields to return; 'ID' is always included",
			options: [],
			displayOptions: { show: { ...asTool, output: ['fields'] }, hide: { '@version': [1] } },
		},
	];
}

/** How the user chose to shape each record. */
export type OutputChoice =
	| { mode: 'simple' }
	| { mode: 'raw' }
	| { mode: 'fields'; fields: string[] };

/** A record as the choice shapes it: simplified, whole, or its ID and the selected fields. */
export function shapeRecord(
	record: IDataObject,
	choice: OutputChoice,
	simplify: (record: IDataObject) => IDataObject,
): IDataObject {
	if (choice.mode === 'simple') return simplify(record);
	if (choice.mode === 'raw') return record;
	const picked: IDataObject = {};
	for (const field of ['id', ...choice.fields])
		if (record[field] !== undefined) picked[field] = record[field];
	return picked;
}
