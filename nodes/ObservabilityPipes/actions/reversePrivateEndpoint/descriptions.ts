import { getAllParameters, getParameters } from '../common.descriptions';

/** Each reverse private endpoint operation's parameters, in the order the node shows them. */
export const parameters = {
	get: getParameters('reversePrivateEndpoint'),
	getAll: getAllParameters('reversePrivateEndpoint'),
};
