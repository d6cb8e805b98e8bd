import type { INodeProperties } from 'n8n-workflow';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const operations = { get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['reversePrivateEndpoint'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get a reverse private endpoint', description: 'Get a reverse private endpoint with its status and DNS names' },
			{ name: 'Get Many', value: 'getAll', action: 'Get many reverse private endpoints', description: 'List the reverse private endpoints of the service' },
		],
		default: 'get',
	},
	...get.description,
	...getAll.description,
];
