import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemCreate } from '../framework/itemReader';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { operationDescription } from '../framework/resourceDescription';
import { invitationFieldsToBody, validateInvitationBody } from './teamInvitationBody';

/** Typed fields of the create form. */
const teamInvitationCreateFields: INodeProperties[] = [
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'e.g. jane@example.com',
		required: true,
		default: '',
		description:
			'Email address of the person to invite. Inviting the same address again returns the pending invitation.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'Name of the person to invite, as the team sees it',
			},
		],
	},
];

const create = bodyModeProperties(
	{ email: 'jane@example.com', name: 'Jane Doe' },
	'The invitation as a JSON object: email (the address of the person to invite) required, name optional',
	teamInvitationCreateFields,
);

export const description = operationDescription('teamInvitation', 'create', create);

/**
 * The invitation as the server answers it: `{email, invitationId, status, url}`, `url` the link
 * that lets the person join. An address already invited answers its pending invitation.
 */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = validateInvitationBody(
		readBody.call(this, itemIndex, () =>
			invitationFieldsToBody(
				this.getNodeParameter('email', itemIndex, ''),
				this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject,
			),
		),
	);
	return await client.request<IDataObject>(
		'POST',
		itemCreate.call(this, 'teamInvitation', deployment, itemIndex),
		{ body, itemIndex },
	);
}
