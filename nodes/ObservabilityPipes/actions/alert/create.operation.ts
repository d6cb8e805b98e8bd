import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { Deployment } from '../../../shared/api/types';
import type { OperationContext } from '../operation';
import { itemList } from '../itemReader';
import { alertFieldsToBody, createChannels, typedChannels, validateAlertBody } from './alertBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const raw = readBody.call(this, itemIndex, () =>
		typedBody(readCreateFields.call(this, itemIndex), deployment, this.getTimezone()),
	);
	const body = validateAlertBody(raw, deployment);
	return await client.request<IDataObject>(
		'POST',
		itemList.call(this, 'alert', deployment, itemIndex),
		{
			body,
			itemIndex,
		},
	);
}

/** The typed fields as a body: one channel as `channel`, several as `channel` and `channels`. */
function typedBody(fields: IDataObject, deployment: Deployment, timeZone: string): IDataObject {
	return {
		...alertFieldsToBody(fields, timeZone),
		...createChannels(typedChannels(fields, deployment)),
	};
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
