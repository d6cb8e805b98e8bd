import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as remove from './delete.operation';
import * as start from './start.operation';
import * as stop from './stop.operation';
import * as resync from './resync.operation';
import * as getSettings from './getSettings.operation';
import * as updateSettings from './updateSettings.operation';
import * as updateScaling from './updateScaling.operation';
import * as auditSettings from './auditSettings.operation';
import * as getContext from './getContext.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = {
	create,
	get,
	getAll,
	update,
	delete: remove,
	start,
	stop,
	resync,
	getSettings,
	updateSettings,
	updateScaling,
	auditSettings,
	getContext,
};

export const description = resourceDescription(
	'pipe',
	{
		create: { description: 'Create a data pipe from a source into a table' },
		get: 'Get a pipe with its state',
		getAll: {
			description: 'List the pipes of the service',
		},
		update: {
			description: 'Change fields of a pipe; fields left out keep their values',
		},
		delete: 'Delete a pipe',
		start: { description: 'Start a stopped, paused or failed pipe' },
		stop: { description: 'Stop a pipe; relational database pipes pause' },
		resync: {
			description: 'Resync a relational database pipe from its source',
		},
		getSettings: { description: 'Get the settings of a pipe' },
		updateSettings: {
			description: 'Change settings of a pipe; settings left out keep their values',
		},
		updateScaling: {
			description: 'Change the replicas, CPU, memory or concurrency of a pipe',
		},
		auditSettings: {
			description: 'Compare the settings of one pipe or of every pipe with expected values',
		},
		getContext: {
			description:
				"Get a service's pipe context: if workload identity is supported and ready, and the principal to grant access to",
			// No parameters of its own: the organization and service of the cloud scope say which context.
		},
	},
	'get',
	operations,
);
