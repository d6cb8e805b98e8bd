import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { reversePrivateEndpointPath, reversePrivateEndpointsPath } from '../../../shared/paths';
import { locatorId, serviceOf, type ChosenRecord } from '../parameters';

export const reversePrivateEndpointLocator = recordLocator({
	name: 'reversePrivateEndpointId',
	displayName: 'Reverse Private Endpoint',
	noun: 'reverse private endpoint',
	searchListMethod: 'searchReversePrivateEndpoints',
	idPlaceholder: idPlaceholder('reversePrivateEndpoint'),
});

/** The reverse private endpoints of the chosen service. */
export function endpointsPath(this: IExecuteFunctions, itemIndex: number): string {
	return reversePrivateEndpointsPath(serviceOf.call(this, itemIndex));
}

/** The chosen endpoint: its checked id and the path of the record. */
export function chosenReversePrivateEndpoint(this: IExecuteFunctions, itemIndex: number): ChosenRecord {
	const id = locatorId.call(this, 'reversePrivateEndpointId', itemIndex, 'reversePrivateEndpoint', 'cloud');
	return { id, path: reversePrivateEndpointPath(serviceOf.call(this, itemIndex), id) };
}
