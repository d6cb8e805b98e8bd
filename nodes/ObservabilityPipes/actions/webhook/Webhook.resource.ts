import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import { webhookCreateFields, webhookUpdateFields } from './fields';
import { resourceDescription, updateParameters } from '../common.descriptions';

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
		get: 'Retrieve a webhook alerts can notify (read from the list: neither API reads one webhook)',
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
						'The webhook to delete. The server refuses (409) while an alert still notifies it: remove it from the alerts first.',
				},
			],
		},
	},
	'getAll',
);
