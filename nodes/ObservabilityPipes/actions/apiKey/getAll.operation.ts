import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import {
	filtersProperty,
	getAllParameters,
	operationDescription,
} from '../framework/resourceDescription';
import { stateField } from './apiKeyParameters';
import { withoutKeySecret } from './apiKeyBody';
import { simplifyApiKey } from './simplify';
import { ENUMS } from '../../../shared/api/apiSpec';
import type { FilterSpec } from '../helpers/listFilters';

/** API Key Get Many's "Filters": state is. */
export const apiKeyFilters: FilterSpec = { state: ENUMS.apiKeyStates.values };

/** Get Many's filters (applied by the node: the key list takes none). */
const filtersParameter = filtersProperty([stateField('Only keys in this state')]);

export const description = operationDescription(
	'apiKey',
	'getAll',
	getAllParameters(filtersParameter),
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'apiKey', context, {
		simplify: simplifyApiKey,
		clean: withoutKeySecret,
		filters: apiKeyFilters,
	});
}
