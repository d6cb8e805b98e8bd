import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { parseJsonObject } from './validation';

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
