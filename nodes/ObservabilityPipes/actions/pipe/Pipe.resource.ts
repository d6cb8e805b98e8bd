import { resourceDescription } from '../common.descriptions';
import * as auditSettings from './auditSettings.operation';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getContext from './getContext.operation';
import * as getSettings from './getSettings.operation';
import * as resync from './resync.operation';
import * as start from './start.operation';
import * as stop from './stop.operation';
import * as update from './update.operation';
import * as updateScaling from './updateScaling.operation';
import * as updateSettings from './updateSettings.operation';

export const operations = {
	create,
	get,
	getAll,
	update,
	delete: del,
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
	operations,
	{
		auditSettings: 'Compare the settings of one pipe or of every pipe with expected values',
		create: 'Create a data pipe from a source into a table',
		delete: 'Delete a pipe',
		get: 'Get a pipe with its state',
		getContext:
			'Whether the service supports workload identity for pipes, whether it is ready, and the principal to grant access to',
		getAll: 'List the pipes of the service',
		getSettings: 'Get the settings of a pipe',
		resync: 'Resync a relational database pipe from its source',
		start: 'Start a stopped, paused or failed pipe',
		stop: 'Stop a pipe; relational database pipes pause',
		update: 'Change fields of a pipe; fields left out keep their values',
		updateScaling: 'Change the replicas, CPU, memory or concurrency of a pipe',
		updateSettings: 'Change settings of a pipe; settings left out keep their values',
	},
	'get',
);
