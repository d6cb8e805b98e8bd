import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { Deployment } from '../../../shared/api/types';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList } from '../framework/itemReader';
import { alertFieldsToBody, createChannels, typedChannels, validateAlertBody } from './alertBody';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { operationDescription } from '../framework/resourceDescription';
import {
	dashboardPicker,
	webhookPicker,
	savedSearchPicker,
	tilePicker,
	optionalAlertFields,
	nameField,
	sourceField,
	thresholdTypeField,
	thresholdField,
	thresholdMaxField,
	intervalField,
	messageField,
} from './alertParameters';

/** The optional fields of the create form. */
const alertAdditionalFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: optionalAlertFields,
};

/** Typed alert fields of the create form. */
const alertCreateFields: INodeProperties[] = [
	nameField,
	{ ...sourceField, description: 'What the alert watches: a dashboard tile or a saved search' },
	{ ...dashboardPicker, displayOptions: { show: { source: ['tile'] } } },
	{
		...tilePicker(['dashboardId.value']),
		required: true,
		displayOptions: { show: { source: ['tile'] } },
	},
	{ ...savedSearchPicker, displayOptions: { show: { source: ['saved_search'] } } },
	thresholdTypeField,
	thresholdField,
	{
		...thresholdMaxField,
		displayOptions: { show: { thresholdType: ['between', 'not_between'] } },
		description: "Upper end of the range; must be greater than or equal to 'Threshold'",
	},
	{ ...intervalField, description: 'How often the alert is evaluated' },
	{
		...webhookPicker,
		displayOptions: { show: { deployment: ['selfHosted'] } },
		description: 'Webhook the alert notifies first',
	},
	// On the cloud an alert may notify e-mail recipients only (Additional Fields): the webhook is optional there.
	{
		...webhookPicker,
		required: false,
		displayOptions: { show: { deployment: ['cloud'] } },
		description:
			"Webhook the alert notifies first. On the cloud it may stay empty when 'Email Recipients' are given.",
	},
	messageField,
];

const create = bodyModeProperties(
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
	"The alert as a JSON object. One notification channel goes in 'channel', several (up to 10) in 'channels'.",
	[...alertCreateFields, alertAdditionalFields],
);

export const description = operationDescription('alert', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
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
