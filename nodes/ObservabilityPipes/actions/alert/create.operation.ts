import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import type { Deployment } from '../../../shared/api/types';
import type { OperationContext } from '../operation';
import { alertFieldsToBody, createChannels, typedChannels, validateAlertBody } from './alertBody';
import { alertAdditionalFields, alertCreateFields } from './fields';
import { alertsPath } from './locator';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'High error rate',
				source: 'tile',
				dashboardId: '',
				tileId: '',
				threshold: 100,
				thresholdType: 'above',
				interval: '5m',
				channel: { type: 'webhook', webhookId: '' },
				message: 'Error rate above 100',
			},
			null,
			2,
		),
		'The alert as a JSON object. One channel goes in "channel"; several in "channels" (1-10; "channel", when also given, must equal the first).',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, [
		...alertCreateFields,
		alertAdditionalFields,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['alert'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const raw = readBody.call(this, itemIndex, () =>
		typedBody(readCreateFields.call(this, itemIndex), deployment),
	);
	const body = validateAlertBody(raw, deployment);
	return await client.request<IDataObject>('POST', alertsPath.call(this, deployment, itemIndex), {
		body,
		itemIndex,
	});
}

/** The typed fields as a body: one channel as `channel`, several as `channel` and `channels`. */
function typedBody(fields: IDataObject, deployment: Deployment): IDataObject {
	return { ...alertFieldsToBody(fields), ...createChannels(typedChannels(fields, deployment)) };
}

function readCreateFields(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const source = this.getNodeParameter('source', itemIndex, 'tile') as string;
	const thresholdType = this.getNodeParameter('thresholdType', itemIndex) as string;
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
		name: this.getNodeParameter('name', itemIndex, ''),
		message: this.getNodeParameter('message', itemIndex, ''),
		source,
		threshold: this.getNodeParameter('threshold', itemIndex),
		thresholdType,
		interval: this.getNodeParameter('interval', itemIndex),
		webhookId: this.getNodeParameter('webhookId', itemIndex, '', { extractValue: true }),
	};
	if (thresholdType === 'between' || thresholdType === 'not_between') {
		fields.thresholdMax = this.getNodeParameter('thresholdMax', itemIndex);
	}
	if (source === 'tile') {
		fields.dashboardId = this.getNodeParameter('dashboardId', itemIndex, '', {
			extractValue: true,
		});
		fields.tileId = this.getNodeParameter('tileId', itemIndex, '');
	} else {
		fields.savedSearchId = this.getNodeParameter('savedSearchId', itemIndex, '', {
			extractValue: true,
		});
	}
	return fields;
}
