import type { INodeProperties } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { stateOptions } from '../../../shared/api/stateOptions';

/** The key states the document lists, as the update sets them and the filter picks them. */
export function stateField(description: string): INodeProperties {
	return {
		displayName: 'State',
		name: 'state',
		type: 'options',
		options: stateOptions(ENUMS.apiKeyStates.values),
		default: 'enabled',
		description,
	};
}
