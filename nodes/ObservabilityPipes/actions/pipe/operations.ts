import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as del from './delete.operation';
import * as start from './start.operation';
import * as stop from './stop.operation';
import * as resync from './resync.operation';
import * as getSettings from './getSettings.operation';
import * as updateSettings from './updateSettings.operation';
import * as updateScaling from './updateScaling.operation';
import * as auditSettings from './auditSettings.operation';
import * as getContext from './getContext.operation';

/** What each operation of the resource runs; loaded when one of them first runs. */
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
