import type { INodeProperties } from 'n8n-workflow';
import * as getAll from './getAll.operation';

export const operations = { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['webhook'] } },
		options: [
			{ name: 'Get Many', value: 'getAll', action: 'Get many webhooks', description: 'List the webhooks alerts can notify (their headers are never returned)' },
		],
		default: 'getAll',
	},
	...getAll.description,
];
