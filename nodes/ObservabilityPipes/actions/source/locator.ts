import type { IExecuteFunctions } from 'n8n-workflow';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/types';
import { scopeOf } from '../parameters';

/** The sources of the chosen service (cloud) or of the server (self-hosted). */
export function sourcesPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'sources');
}
