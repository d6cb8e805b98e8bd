import { resourceDescription } from '../framework/resourceDescription';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as start from './start.operation';
import * as stop from './stop.operation';
import * as wake from './wake.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get, getAll, start, stop, wake };

export const description = resourceDescription(
	'service',
	{
		get: {
			description: 'Get a service with its state',
			action: 'Get service',
		},
		getAll: {
			description: 'List the services of the organization',
			action: 'Get many services',
		},
		start: {
			description: 'Start a stopped service',
			action: 'Start service',
		},
		stop: {
			description: 'Stop a running, idle or degraded service',
			action: 'Stop service',
		},
		wake: {
			description: 'Wake an idle service so that its pipes can be changed and run again',
			action: 'Wake service',
		},
	},
	'get',
	operations,
);
