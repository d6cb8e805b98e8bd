import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { listRecords } from '../shared/http/pagination';
import { listPath } from '../shared/api/paths';
import { settingsOfPipe } from '../shared/records/pipeSettings';
import { ApiClient } from '../shared/http/transport';
import { watchFilter } from './diff';
import type { TriggerConfig } from './parameters';

/**
 * The full current list the event watches: every page of it, and for settings events the
 * settings of every watched pipe. Any failure is a NodeApiError carrying the server's text;
 * it propagates before anything is compared or stored.
 */
export async function fetchRecords(context: IPollFunctions, config: TriggerConfig): Promise<IDataObject[]> {
	const client = new ApiClient(context, config.deployment);
	const { where } = config;
	if (config.event === 'alertStateChanged') {
		return await listRecords(client, listPath('alert', where), 'alert');
	}
	// Pipe events exist on the cloud only (checked with the parameters).
	if (where.deployment !== 'cloud') return [];
	const pipes = await listRecords(client, listPath('pipe', where), 'pipe');
	if (config.event !== 'pipeSettingsChanged') return pipes;
	const isWatched = watchFilter(config.ids);
	const complete: IDataObject[] = [];
	for (const pipe of pipes) {
		const id = typeof pipe?.id === 'string' ? pipe.id : '';
		complete.push(id && isWatched(id) ? { ...pipe, settings: await settingsOfPipe(client, where, pipe) } : pipe);
	}
	return complete;
}
