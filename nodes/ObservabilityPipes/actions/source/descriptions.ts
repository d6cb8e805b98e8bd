import { getAllParameters, getParameters } from '../common.descriptions';

/** Each data source operation's parameters, in the order the node shows them. */
export const parameters = {
	get: getParameters('source'),
	getAll: getAllParameters('source'),
};
