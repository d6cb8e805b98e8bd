import type { IExecuteFunctions } from 'n8n-workflow';
import { segment } from '../../../shared/url';
import { recordLocator, UUID_PLACEHOLDER } from '../common.descriptions';
import { locatorId } from '../parameters';
import { organizationPath } from '../scope';

export const apiKeyLocator = recordLocator({
	name: 'keyId',
	displayName: 'API Key',
	noun: 'API key',
	searchListMethod: 'searchApiKeys',
	idPlaceholder: UUID_PLACEHOLDER,
});

/** `/organizations/{organizationId}/keys` of the chosen organization. */
export function apiKeysPath(this: IExecuteFunctions, itemIndex: number): string {
	return `${organizationPath.call(this, itemIndex)}/keys`;
}

/** The chosen key: its checked id and the path of the record. */
export function chosenApiKey(this: IExecuteFunctions, itemIndex: number): { id: string; path: string } {
	const id = locatorId.call(this, 'keyId', itemIndex, 'cloud');
	return { id, path: `${apiKeysPath.call(this, itemIndex)}/${segment(id)}` };
}
