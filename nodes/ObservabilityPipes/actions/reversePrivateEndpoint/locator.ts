import { recordAccess } from '../recordAccess';

export const {
	locator: reversePrivateEndpointLocator,
	chosen: chosenReversePrivateEndpoint,
	listPath: endpointsPath,
} = recordAccess('reversePrivateEndpoint');
