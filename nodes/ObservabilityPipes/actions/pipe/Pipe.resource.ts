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

export const operations = { create, get, getAll, update, delete: del, start, stop, resync, getSettings, updateSettings, updateScaling, auditSettings, getContext };

export const description = resourceDescription(
	'pipe',
	operations,
	[
		{ name: 'Audit Settings', value: 'auditSettings', action: 'Audit pipe settings', description: 'Compare the settings of one pipe or of every pipe with expected values' },
		{ name: 'Create', value: 'create', action: 'Create a pipe', description: 'Create a data pipe from a source into a table' },
		{ name: 'Delete', value: 'delete', action: 'Delete a pipe', description: 'Delete a pipe' },
		{ name: 'Get', value: 'get', action: 'Get a pipe', description: 'Get a pipe with its state' },
		{
			name: 'Get Context',
			value: 'getContext',
			action: 'Get pipe context',
			description: 'Whether the service supports workload identity for pipes, whether it is ready, and the principal to grant access to',
		},
		{ name: 'Get Many', value: 'getAll', action: 'Get many pipes', description: 'List the pipes of the service' },
		{ name: 'Get Settings', value: 'getSettings', action: 'Get pipe settings', description: 'Get the settings of a pipe' },
		{ name: 'Resync', value: 'resync', action: 'Resync a pipe', description: 'Resync a relational database pipe from its source' },
		{ name: 'Start', value: 'start', action: 'Start a pipe', description: 'Start a stopped, paused or failed pipe' },
		{ name: 'Stop', value: 'stop', action: 'Stop a pipe', description: 'Stop a pipe; relational database pipes pause' },
		{ name: 'Update', value: 'update', action: 'Update a pipe', description: 'Change fields of a pipe; fields left out keep their values' },
		{ name: 'Update Scaling', value: 'updateScaling', action: 'Update pipe scaling', description: 'Change the replicas, CPU, memory or concurrency of a pipe' },
		{ name: 'Update Settings', value: 'updateSettings', action: 'Update pipe settings', description: 'Change settings of a pipe; settings left out keep their values' },
	],
	'get',
);
