import type { INodeProperties } from 'n8n-workflow';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';
import { resourceDescription, updateParameters } from '../resourceDescription';

const SERVICE_OPTIONS = [
	{
		name: 'Generic',
		value: 'generic',
		description:
			"Any URL that accepts JSON: each notification is sent as JSON built from 'Body Template'",
	},
	{ name: 'Incident.io', value: 'incidentio', description: 'An incident.io alert source' },
	{
		name: 'Slack',
		value: 'slack',
		description: 'A Slack incoming webhook (no headers, query parameters or body template)',
	},
];

const WRITE_ONLY = 'Write-only: never returned or shown.';
const KEPT_UNLESS_TARGET_CHANGES = "Give them again when 'URL' or 'Webhook Type' changes.";

function pairs(
	name: string,
	displayName: string,
	entry: string,
	entryName: string,
	description: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: `Add ${entryName}`,
		default: {},
		description,
		options: [
			{
				displayName: entryName,
				name: entry,
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '' },
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						typeOptions: { password: true },
						default: '',
					},
				],
			},
		],
	};
}

const headersField = pairs(
	'headers',
	'Headers',
	'header',
	'Header',
	`Headers sent with every notification (not for chat services). ${WRITE_ONLY} ${KEPT_UNLESS_TARGET_CHANGES}`,
);
const queryParamsField = pairs(
	'queryParams',
	'Query Parameters',
	'parameter',
	'Query Parameter',
	`Query parameters added to the URL (not for chat services). ${WRITE_ONLY} ${KEPT_UNLESS_TARGET_CHANGES}`,
);

const bodyField: INodeProperties = {
	displayName: 'Body Template',
	name: 'body',
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	placeholder: 'e.g. {"text": "{{title}}: {{body}} ({{state}})"}',
	description:
		"The JSON a generic webhook posts, with placeholders such as {{title}}, {{body}} and {{state}}. Leave empty for the server's default text.",
};

/** Typed fields of the create form. */
export const webhookCreateFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the webhook',
	},
	{
		displayName: 'Webhook Type',
		name: 'service',
		type: 'options',
		options: SERVICE_OPTIONS,
		default: 'generic',
		description: 'What kind of endpoint the URL is',
	},
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://hooks.example.com/alerts',
		description: 'Address the server sends alert notifications to',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the webhook is for',
	},
	{ ...bodyField, displayOptions: { show: { service: ['generic', 'incidentio'] } } },
	{ ...headersField, displayOptions: { show: { service: ['generic', 'incidentio'] } } },
	{ ...queryParamsField, displayOptions: { show: { service: ['generic', 'incidentio'] } } },
];

/** Optional fields of the update form: the node reads the webhook and keeps what is left out. */
export const webhookUpdateFields: INodeProperties[] = [
	bodyField,
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the webhook is for',
	},
	headersField,
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Name of the webhook',
	},
	queryParamsField,
	{
		displayName: 'Webhook Type',
		name: 'service',
		type: 'options',
		options: SERVICE_OPTIONS,
		default: 'generic',
		description:
			'What kind of endpoint the URL is. Changing it drops the stored headers and query parameters unless given again.',
	},
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		description:
			'Address the server sends alert notifications to. Changing it drops the stored headers and query parameters unless given again.',
	},
];

const create = bodyModeProperties(
	{
		name: 'On-call pager',
		service: 'generic',
		url: 'https://hooks.example.com/alerts',
		description: '',
		body: '{"text": "{{title}}"}',
		headers: { Authorization: 'Bearer ...' },
	},
	'The webhook as a JSON object: name, service (generic, incidentio, slack), url, and optionally description, body, headers and queryParams (headers and query parameters are write-only)',
	webhookCreateFields,
);

const update = updateParameters('webhook', {
	example: { name: 'On-call pager (new)' },
	hint: "Only the fields to change: the node reads the webhook first and keeps every field you leave out (headers too, unless 'URL' or 'Service' changes)",
	fields: webhookUpdateFields,
});

export const description = resourceDescription(
	'webhook',
	{
		create: {
			description:
				'Create a webhook alerts can notify (headers and query parameters are write-only)',
			parameters: create,
		},
		get: 'Retrieve a webhook that alerts can notify, with its name, type and URL',
		getAll: 'List the webhooks alerts can notify (their headers are never returned)',
		update: {
			description: 'Change fields of a webhook; fields left out keep their values',
			parameters: update,
		},
		delete: {
			description: 'Delete a webhook no alert notifies any more',
			parameters: [
				{
					...kindLocator('webhook'),
					description:
						'The webhook to delete. Remove it from every alert that notifies it first: the deletion is refused while one does.',
				},
			],
		},
	},
	'getAll',
);
