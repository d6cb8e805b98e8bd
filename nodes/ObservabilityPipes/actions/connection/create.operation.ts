import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList } from '../framework/itemReader';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { operationDescription } from '../framework/resourceDescription';
import {
	connectionFieldsToBody,
	connectionWithoutPassword,
	passwordOf,
	validateConnectionBody,
} from './connectionBody';
import {
	hostField,
	nameField,
	passwordField,
	prometheusField,
	usernameField,
} from './connectionParameters';

/** Typed fields of the create form: the required ones, then the optional ones in a collection. */
const connectionCreateFields: INodeProperties[] = [
	{ ...nameField, required: true },
	{ ...hostField, required: true },
	{ ...usernameField, required: true },
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ ...passwordField, description: `${passwordField.description} Leave empty for none.` },
			prometheusField,
		],
	},
];

const create = bodyModeProperties(
	{
		name: 'Production database',
		host: 'https://db.example.com:8443',
		username: 'default',
		password: '',
		isPrometheusEndpoint: false,
	},
	'The connection as a JSON object: name, host and username required; password (write-only) and isPrometheusEndpoint optional',
	connectionCreateFields,
);

export const description = operationDescription('connection', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = validateConnectionBody(
		readBody.call(this, itemIndex, () =>
			connectionFieldsToBody({
				name: this.getNodeParameter('name', itemIndex, ''),
				host: this.getNodeParameter('host', itemIndex, ''),
				username: this.getNodeParameter('username', itemIndex, ''),
				...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
			}),
		),
	);
	const written = await client.request<IDataObject>(
		'POST',
		itemList.call(this, 'connection', deployment, itemIndex),
		// The password masked in any failure the transport words.
		{ body, itemIndex, secrets: passwordOf(body) },
	);
	return connectionWithoutPassword(written);
}
