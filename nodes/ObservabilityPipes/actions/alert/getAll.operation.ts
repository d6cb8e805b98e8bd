import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/editor/descriptions';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { alertsPath } from './locator';
import { simplifyAlert } from './simplify';
import { alertFilter } from './filters';
import { alertFilters } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['getAll'] } }, [...listProperties(), ...simplifyProperties(), alertFilters]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const keep = alertFilter(this.getNodeParameter('filters', itemIndex, {}));
	const alerts = await listRecords(client, alertsPath.call(this, deployment, itemIndex), 'alert', {
		max: listMaximum.call(this, itemIndex),
		keep,
		itemIndex,
	});
	return simplify ? simplifyEach(alerts, simplifyAlert) : alerts;
}
