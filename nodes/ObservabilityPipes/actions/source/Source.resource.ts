import type { INodeProperties } from 'n8n-workflow';
import * as getAll from './getAll.operation';

export const operations = { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['source'] } },
		options: [
			{ name: 'Get Many', value: 'getAll', action: 'Get many sources', description: 'List the data sources (logs, traces, metrics, sessions)' },
		],
		default: 'getAll',
	},
	...getAll.description,
];
