import type { IExecuteFunctions } from 'n8n-workflow';
import type { Deployment } from '../../../shared/types';
import { segment } from '../../../shared/url';
import { recordLocator } from '../common.descriptions';
import { locatorId } from '../parameters';
import { observabilityPath } from '../scope';

export const dashboardLocator = recordLocator({
	name: 'dashboardId',
	displayName: 'Dashboard',
	noun: 'dashboard',
	searchListMethod: 'searchDashboards',
	idPlaceholder: 'Cloud: a UUID; self-hosted: a 24-character object ID',
});

/** The chosen dashboard: its checked id and the path of the record. */
export function chosenDashboard(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): { id: string; path: string } {
	const id = locatorId.call(this, 'dashboardId', itemIndex, deployment);
	return { id, path: `${observabilityPath.call(this, deployment, itemIndex, 'dashboards')}/${segment(id)}` };
}
