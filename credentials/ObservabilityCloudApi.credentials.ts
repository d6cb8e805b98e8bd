import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

export class ObservabilityCloudApi implements ICredentialType {
	name = 'observabilityCloudApi';

	displayName = 'Observability Cloud API';

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
			default: '',
			required: true,
			placeholder: 'e.g. https://api.example.com',
			description: 'Address of the cloud API, without a path (a trailing slash is fine)',
		},
		{
			displayName: 'Key ID',
			name: 'keyId',
			type: 'string',
			default: '',
			required: true,
			description: 'ID of the API key, created in the cloud console under API Keys',
		},
		{
			displayName: 'Key Secret',
			name: 'keySecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Secret of the API key; it is shown only once, when the key is created',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			auth: {
				username: '={{$credentials.keyId}}',
				password: '={{$credentials.keySecret}}',
			},
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl}}',
			url: '/v1/organizations',
			method: 'GET',
		},
	};
}
