import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'pipe',
	parameters,
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

export const operations: LoadOperations = async () => await import('./operations');
