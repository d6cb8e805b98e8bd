import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/api/types';
import { chosenObservabilityRecord, scopeOf, type ChosenRecord } from '../parameters';

export const alertLocator = recordLocator({
	name: 'alertId',
	displayName: 'Alert',
	noun: 'alert',
	searchListMethod: 'searchAlerts',
	idPlaceholder: idPlaceholder('alert'),
});

/** The alerts of the chosen service (cloud) or of the server (self-hosted). */
export function alertsPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'alerts');
}

/** The chosen alert: its checked id and the path of the record. */
export function chosenAlert(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ChosenRecord {
	return chosenObservabilityRecord.call(this, deployment, itemIndex, 'alertId', 'alert', 'alerts');
}
