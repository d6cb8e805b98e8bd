import type { INodeProperties } from 'n8n-workflow';

interface LocatorOptions {
	name: string;
	displayName: string;
	/** The record's name in sentences, e.g. "alert". */
	noun: string;
	/** listSearch method of the node. */
	searchListMethod: string;
	/** Example id for the "ID" mode. */
	idPlaceholder: string;
	required?: boolean;
}

/** A record picker: searchable list, or the id typed or mapped from an expression. */
export function recordLocator(options: LocatorOptions): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: `The ${options.noun} to use`,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select a ${options.noun}...`,
				typeOptions: { searchListMethod: options.searchListMethod, searchable: true },
			},
			{
				displayName: 'ID',
				name: 'id',
				type: 'string',
				placeholder: options.idPlaceholder,
			},
		],
	};
}

export const UUID_PLACEHOLDER = 'e.g. 6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
export const OBJECT_ID_PLACEHOLDER = 'e.g. 65f0c2a1b3d4e5f601234567';

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

/** `specifyBody` (typed fields or JSON) and `jsonBody`, with what the JSON may hold. */
export function bodyModeProperties(jsonExample: string, jsonDescription = 'The request body as a JSON object'): INodeProperties[] {
	return [
		{
			displayName: 'Specify Body',
			name: 'specifyBody',
			type: 'options',
			options: [
				{ name: 'Using Fields Below', value: 'fields' },
				{ name: 'Using JSON', value: 'json' },
			],
			default: 'fields',
			description: 'Whether to fill in typed fields or send a JSON body (checked by the node before sending)',
		},
		{
			displayName: 'JSON Body',
			name: 'jsonBody',
			type: 'json',
			default: jsonExample,
			displayOptions: { show: { specifyBody: ['json'] } },
			description: jsonDescription,
		},
	];
}
