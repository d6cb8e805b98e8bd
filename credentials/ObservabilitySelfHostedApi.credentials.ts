import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

export class ObservabilitySelfHostedApi implements ICredentialType {
	name = 'observabilitySelfHostedApi';

	displayName = 'Observability Self-Hosted API';

	icon: Icon = {
		light: 'file:../icons/observability.svg',
		dark: 'file:../icons/observability.dark.svg',
	};

	documentationUrl =
		'https://github.com/n8n-nodes-observability-pipes/n8n-nodes-observability-pipes#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'http://localhost:8000',
			required: true,
			description:
				'Address of the API server (port 8000 by default, not the 8080 user interface), without a path (a trailing slash is fine)',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Personal API access key, from Team Settings > API Keys in the user interface (not the ingestion key)',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Bearer {{$credentials.apiKey}}',
			},
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl}}',
			url: '/api/v2',
			method: 'GET',
		},
	};
}
