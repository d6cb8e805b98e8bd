import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { apiKeyPath, apiKeysPath } from '../../../shared/paths';
import { locatorId, organizationOf, type ChosenRecord } from '../parameters';

export const apiKeyLocator = recordLocator({
	name: 'keyId',
	displayName: 'API Key',
	noun: 'API key',
	searchListMethod: 'searchApiKeys',
	idPlaceholder: idPlaceholder('apiKey'),
});

/** The API keys of the chosen organization. */
export function keysPath(this: IExecuteFunctions, itemIndex: number): string {
	return apiKeysPath(organizationOf.call(this, itemIndex));
}

/** The chosen key: its checked id and the path of the record. */
export function chosenApiKey(this: IExecuteFunctions, itemIndex: number): ChosenRecord {
	const id = locatorId.call(this, 'keyId', itemIndex, 'apiKey', 'cloud');
	return { id, path: apiKeyPath(organizationOf.call(this, itemIndex), id) };
}
