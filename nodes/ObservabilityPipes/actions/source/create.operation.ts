import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import { bodyModeProperties } from '../../../shared/editor/properties';
import type { OperationContext } from '../framework/operation';
import { itemList } from '../framework/itemReader';
import { operationDescription } from '../framework/resourceDescription';
import { sourceFieldsToBody, validateSourceBody } from './sourceBody';
import { sourceCreateFields } from './sourceParameters';

const create = bodyModeProperties(
	{
		name: 'Logs',
		kind: 'log',
		connection: '',
		from: { databaseName: 'otel', tableName: 'otel_logs' },
		defaultTableSelectExpression: 'Timestamp, ServiceName, SeverityText, Body',
		timestampValueExpression: 'Timestamp',
	},
	'The source as a JSON object: name, kind, connection (its ID), from (databaseName, tableName) and the fields its kind requires; optional fields as the API takes them',
	sourceCreateFields,
);

export const description = operationDescription('source', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = validateSourceBody(
		readBody.call(this, itemIndex, () => sourceFieldsToBody(formFields.call(this, itemIndex))),
	);
	return await client.request<IDataObject>(
		'POST',
		itemList.call(this, 'source', deployment, itemIndex),
		{ body, itemIndex },
	);
}

/** The typed fields the chosen kind shows, its additional fields among them. */
function formFields(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const kind = this.getNodeParameter('kind', itemIndex, '') as unknown;
	const fields: IDataObject = {};
	for (const property of sourceCreateFields) {
		const kinds = property.displayOptions?.show?.kind;
		if (kinds && !kinds.includes(kind as string)) continue;
		const value = this.getNodeParameter(property.name, itemIndex, property.default, {
			extractValue: true,
		}) as IDataObject[string];
		if (property.name === 'additionalFields') Object.assign(fields, value as IDataObject);
		else fields[property.name] = value;
	}
	return fields;
}
