import type { IExecuteFunctions } from 'n8n-workflow';
import { segment } from '../../../shared/url';
import { recordLocator, UUID_PLACEHOLDER } from '../common.descriptions';
import { locatorId } from '../parameters';
import { servicePath } from '../scope';

export const reversePrivateEndpointLocator = recordLocator({
	name: 'reversePrivateEndpointId',
	displayName: 'Reverse Private Endpoint',
	noun: 'reverse private endpoint',
	searchListMethod: 'searchReversePrivateEndpoints',
	idPlaceholder: UUID_PLACEHOLDER,
});

/** `.../services/{serviceId}/pipesReversePrivateEndpoints` of the chosen service. */
export function reversePrivateEndpointsPath(this: IExecuteFunctions, itemIndex: number): string {
	return `${servicePath.call(this, itemIndex)}/pipesReversePrivateEndpoints`;
}

/** The chosen endpoint: its checked id and the path of the record. */
export function chosenReversePrivateEndpoint(this: IExecuteFunctions, itemIndex: number): { id: string; path: string } {
	const id = locatorId.call(this, 'reversePrivateEndpointId', itemIndex, 'cloud');
	return { id, path: `${reversePrivateEndpointsPath.call(this, itemIndex)}/${segment(id)}` };
}
