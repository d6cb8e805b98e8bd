import type { INodeProperties } from 'n8n-workflow';

export const SERVICE_OPTIONS = [
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

export function pairs(
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

export const headersField = pairs(
	'headers',
	'Headers',
	'header',
	'Header',
	`Headers sent with every notification (not for chat services). ${WRITE_ONLY} ${KEPT_UNLESS_TARGET_CHANGES}`,
);
export const queryParamsField = pairs(
	'queryParams',
	'Query Parameters',
	'parameter',
	'Query Parameter',
	`Query parameters added to the URL (not for chat services). ${WRITE_ONLY} ${KEPT_UNLESS_TARGET_CHANGES}`,
);

export const bodyField: INodeProperties = {
	displayName: 'Body Template',
	name: 'body',
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	placeholder: 'e.g. {"text": "{{title}}: {{body}} ({{state}})"}',
	description:
		"The JSON a generic webhook posts, with placeholders such as {{title}}, {{body}} and {{state}}. Leave empty for the server's default text.",
};
