import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { parseJsonObject } from './validation';

/** `specifyBody` (typed fields or JSON) and `jsonBody`, with what the JSON may hold. */
export function bodyModeProperties(
	jsonExample: string,
	jsonDescription = 'The request body as a JSON object',
): INodeProperties[] {
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
			description:
				'Whether to fill in typed fields or send a JSON body (checked by the node before sending)',
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

/** Whether the item's body comes from the JSON field rather than the typed fields. */
export function usesJsonBody(this: IExecuteFunctions, itemIndex: number): boolean {
	return this.getNodeParameter('specifyBody', itemIndex, 'fields') === 'json';
}

/** The body the user gave: the JSON body parsed as an object, or what `fromFields` builds of the typed fields. */
export function readBody(
	this: IExecuteFunctions,
	itemIndex: number,
	fromFields: () => IDataObject,
): IDataObject {
	if (usesJsonBody.call(this, itemIndex))
		return parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex));
	return fromFields();
}
