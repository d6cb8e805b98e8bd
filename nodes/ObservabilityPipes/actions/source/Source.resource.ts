import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as remove from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, delete: remove, get, getAll, update };

/** A source is written on a self-hosted server only; the cloud's API reads its sources. */
const SELF_HOSTED = ['selfHosted'] as const;

export const description = resourceDescription(
	'source',
	{
		create: {
			description:
				'Create a source: a table of logs, traces, metrics or sessions to search and chart',
			deployments: SELF_HOSTED,
		},
		delete: { description: 'Delete a source', deployments: SELF_HOSTED },
		get: 'Get a data source with its table and expressions',
		getAll: 'List the data sources (logs, traces, metrics, sessions)',
		update: { description: 'Change the fields of a source', deployments: SELF_HOSTED },
	},
	'getAll',
	operations,
);
