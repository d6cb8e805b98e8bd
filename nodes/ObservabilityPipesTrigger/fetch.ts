import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { listRecords } from '../shared/pagination';
import { ApiClient } from '../shared/transport';
import { segment } from '../shared/url';
import { watchFilter } from './diff';
import type { TriggerConfig } from './parameters';

/**
 * The full current list the event watches: every page of it, and for settings events the
 * settings of every watched pipe. Any failure is a NodeApiError carrying the server's text;
 * it propagates before anything is compared or stored.
 */
export async function fetchRecords(context: IPollFunctions, config: TriggerConfig): Promise<IDataObject[]> {
	const client = new ApiClient(context, config.deployment);
	if (config.event === 'alertStateChanged') {
		if (config.deployment === 'selfHosted') return await listRecords(client, '/alerts', { paged: true });
		return await listRecords(client, `${config.servicePath}/observability/alerts`);
	}
	const pipes = await listRecords(client, `${config.servicePath}/pipes`);
	if (config.event !== 'pipeSettingsChanged') return pipes;
	return await withSettings(client, config, pipes);
}

/** The pipe list carries the settings; only a pipe without them costs a request of its own. */
async function withSettings(client: ApiClient, config: TriggerConfig, pipes: IDataObject[]): Promise<IDataObject[]> {
	const isWatched = watchFilter(config.ids);
	const complete: IDataObject[] = [];
	for (const pipe of pipes) {
		const id = typeof pipe?.id === 'string' ? pipe.id : '';
		if (!id || !isWatched(id) || isObject(pipe.settings)) {
			complete.push(pipe);
			continue;
		}
		const settings = await client.request<IDataObject>('GET', `${config.servicePath}/pipes/${segment(id)}/settings`);
		complete.push({ ...pipe, settings: isObject(settings) ? settings : {} });
	}
	return complete;
}

function isObject(value: unknown): boolean {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
