import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/api/types';
import { chosenObservabilityRecord, scopeOf, type ChosenRecord } from '../parameters';

export const webhookLocator = recordLocator({
	name: 'webhookId',
	displayName: 'Webhook',
	noun: 'webhook',
	searchListMethod: 'searchWebhooks',
	idPlaceholder: idPlaceholder('webhook'),
});

/** The webhooks of the chosen service (cloud) or of the server (self-hosted). */
export function webhooksPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'webhooks');
}

/** The chosen webhook: its checked id and the path of the record (PUT and DELETE; the API has no GET of one webhook). */
export function chosenWebhook(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ChosenRecord {
	return chosenObservabilityRecord.call(this, deployment, itemIndex, 'webhookId', 'webhook', 'webhooks');
}
