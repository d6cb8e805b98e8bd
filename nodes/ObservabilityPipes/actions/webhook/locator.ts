import type { IExecuteFunctions } from 'n8n-workflow';
import { observabilityPath } from '../../../shared/paths';
import type { Deployment } from '../../../shared/types';
import { scopeOf } from '../parameters';

/** The webhooks alerts can notify (self-hosted lists them; the cloud has no list). */
export function webhooksPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
	return observabilityPath(scopeOf.call(this, deployment, itemIndex), 'webhooks');
}
