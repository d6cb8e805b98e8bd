import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/api/types';
import { chosenObservabilityRecord, scopeOf, type ChosenRecord } from '../parameters';

export const savedSearchLocator = recordLocator({
	name: 'savedSearchId',
	displayName: 'Saved Search',
	noun: 'saved search',
	searchListMethod: 'searchSavedSearches',
	idPlaceholder: idPlaceholder('savedSearch'),
});

/** The saved searches of the chosen service (cloud) or of the server (self-hosted). */
export function savedSearchesPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'savedSearches');
}

/** The chosen saved search: its checked id and the path of the record. */
export function chosenSavedSearch(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ChosenRecord {
	return chosenObservabilityRecord.call(this, deployment, itemIndex, 'savedSearchId', 'savedSearch', 'savedSearches');
}
