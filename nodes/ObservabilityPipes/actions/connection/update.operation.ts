import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../helpers/fullReplace';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import {
	checkConnectionChanges,
	connectionFieldsToBody,
	connectionWithoutPassword,
	mergeConnection,
	passwordOf,
} from './connectionBody';
import {
	hostField,
	nameField,
	passwordField,
	prometheusField,
	usernameField,
} from './connectionParameters';

/** Optional fields of the update form (alphabetical): the node reads the connection and keeps what is left out. */
const connectionUpdateFields: INodeProperties[] = [
	hostField,
	nameField,
	{
		...passwordField,
		description: `${passwordField.description} Leave empty to keep the current password.`,
	},
	prometheusField,
	usernameField,
];

const update = updateParameters('connection', {
	example: { host: 'https://db-2.example.com:8443' },
	hint: 'Only the fields to change; fields left out keep their values, and the password stays as it is unless you give a new one',
	fields: connectionUpdateFields,
});

export const description = operationDescription('connection', 'update', update);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'connection', deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		connectionFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	// Checked before the read: a password of the wrong type stops here.
	const checked = checkConnectionChanges(
		changes,
		usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields',
	);
	const written = await mergeAndReplace({
		client,
		path,
		itemIndex,
		// What was read goes back as it was: only the changes are the user's, and checked.
		merge: (current) => mergeConnection(current, checked),
		secrets: passwordOf,
	});
	return connectionWithoutPassword(written);
}
