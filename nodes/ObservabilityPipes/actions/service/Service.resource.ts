import { kindLocator } from '../../../shared/editor/properties';
import {
	getAllParameters,
	getParameters,
	resourceDescription,
	waitProperties,
} from '../resourceDescription';

/** `waitForState` and `waitTimeout` of Start, Stop and Wake. */
const serviceWaitProperties = waitProperties(
	'service',
	'Running, Stopped, Idle, Degraded or Failed',
);

/** Start, Stop and Wake: the service picker and the wait settings. */
const stateCommand = [kindLocator('service'), ...serviceWaitProperties];

export const description = resourceDescription(
	'service',
	{
		get: {
			description: 'Get a service with its state',
			action: 'Get service',
			parameters: getParameters('service'),
		},
		getAll: {
			description: 'List the services of the organization',
			action: 'Get many services',
			parameters: getAllParameters(),
		},
		start: {
			description: 'Start a stopped service',
			action: 'Start service',
			parameters: stateCommand,
		},
		stop: {
			description: 'Stop a running, idle or degraded service',
			action: 'Stop service',
			parameters: stateCommand,
		},
		wake: {
			description: 'Wake an idle service so that its pipes can be changed and run again',
			action: 'Wake service',
			parameters: stateCommand,
		},
	},
	'get',
);
