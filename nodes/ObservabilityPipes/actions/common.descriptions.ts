import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../shared/descriptions';

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
 * A resource's operation dropdown followed by the parameters of each operation, in the
 * order the operations are listed in `operations`.
 */
export function resourceDescription(
	resource: string,
	operations: Record<string, { description: INodeProperties[] }>,
	options: INodePropertyOptions[],
	defaultOperation: string,
): INodeProperties[] {
	return [
		{
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource] } },
			options,
			default: defaultOperation,
		},
		...Object.values(operations).flatMap((operation) => operation.description),
	];
}

/** The "Update Fields" collection of an update form: only the fields given change. */
export function updateFieldsProperty(description: string, options: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { specifyBody: ['fields'] } },
		description,
		options,
	};
}

/** The sentence every node-side filter ends with (add the period): the user should know the whole list is read. */
export const FILTERED_BY_THE_NODE = 'The API has no such filter: the node reads the list and keeps the matching records, then applies Return All and Limit';

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
		description: `Only ${noun} whose name contains this text (any case). ${FILTERED_BY_THE_NODE}.`,
	};
}

/** The source picker: the source resource's record, and what saved searches and event searches read. */
export const sourceLocator = recordLocator({
	name: 'sourceId',
	displayName: 'Source',
	noun: 'source',
	searchListMethod: 'searchSources',
	idPlaceholder: idPlaceholder('source'),
});
