import type { IExecuteFunctions } from 'n8n-workflow';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/api/types';
import { chosenObservabilityRecord, scopeOf, type ChosenRecord } from '../parameters';

export { sourceLocator } from '../common.descriptions';

/** The sources of the chosen service (cloud) or of the server (self-hosted). */
export function sourcesPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'sources');
}

/** The chosen source: its checked id and the path of the record. */
export function chosenSource(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ChosenRecord {
	return chosenObservabilityRecord.call(this, deployment, itemIndex, 'sourceId', 'source', 'sources');
}
