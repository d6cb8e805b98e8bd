import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/api/types';
import { chosenObservabilityRecord, scopeOf, type ChosenRecord } from '../parameters';

export const dashboardLocator = recordLocator({
	name: 'dashboardId',
	displayName: 'Dashboard',
	noun: 'dashboard',
	searchListMethod: 'searchDashboards',
	idPlaceholder: idPlaceholder('dashboard'),
});

/** The dashboards of the chosen service (cloud) or of the server (self-hosted). */
export function dashboardsPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'dashboards');
}

/** The chosen dashboard: its checked id and the path of the record. */
export function chosenDashboard(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ChosenRecord {
	return chosenObservabilityRecord.call(this, deployment, itemIndex, 'dashboardId', 'dashboard', 'dashboards');
}
