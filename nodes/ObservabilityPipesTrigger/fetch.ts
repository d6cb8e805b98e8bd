import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { listRecords } from '../shared/http/pagination';
import { ApiClient } from '../shared/http/transport';
import { listPath, type Scope } from '../shared/api/paths';
import { settingsOfPipe } from '../shared/records/pipeSettings';
import { watchFilter } from './watched';
import { readActivities } from '../shared/records/activities';
import { windowStart } from './activityChanges';

/**
 * What an event reads at each poll: the full current list it watches, every page of it (and
 * what else its diff needs). Any failure is a NodeApiError carrying the server's text; it
 * propagates before anything is compared or stored. Each event of the table (events.ts)
 * names its fetch.
 */
export type FetchRecords = (
	this: IPollFunctions,
	where: Scope,
	ids: readonly string[],
	context: FetchContext,
) => Promise<IDataObject[]>;

/** What a fetch may need beyond the place: the stored snapshot (activities read from its window on), and whether the run is manual. */
export interface FetchContext {
	previous: unknown;
	manual: boolean;
}

/** The alerts of the service (cloud) or of the server (self-hosted). */
export async function fetchAlerts(this: IPollFunctions, where: Scope): Promise<IDataObject[]> {
	return await listRecords(
		new ApiClient(this, where.deployment),
		listPath('alert', where),
		'alert',
	);
}

/** The data pipes of the service; none off the cloud (the event table keeps pipe events there). */
export async function fetchPipes(this: IPollFunctions, where: Scope): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	return await listRecords(new ApiClient(this, where.deployment), listPath('pipe', where), 'pipe');
}

/** The data pipes of the service, each watched pipe with its settings. */
export async function fetchPipesWithSettings(
	this: IPollFunctions,
	where: Scope,
	ids: readonly string[],
): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	const client = new ApiClient(this, where.deployment);
	const pipes = await listRecords(client, listPath('pipe', where), 'pipe');
	const isWatched = watchFilter(ids);
	const complete: IDataObject[] = [];
	for (const pipe of pipes) {
		const id = typeof pipe?.id === 'string' ? pipe.id : '';
		complete.push(
			id && isWatched(id) ? { ...pipe, settings: await settingsOfPipe(client, where, pipe) } : pipe,
		);
	}
	return complete;
}

/** The services of the organization (their states). */
export async function fetchServices(this: IPollFunctions, where: Scope): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	return await listRecords(
		new ApiClient(this, where.deployment),
		listPath('service', where),
		'service',
	);
}

/**
 * The organization's activities from the snapshot's window start on (a first poll: the last
 * minutes; a manual run without a snapshot: the last day), read whole whatever order or cap
 * the list has.
 */
export async function fetchActivities(
	this: IPollFunctions,
	where: Scope,
	_ids: readonly string[],
	{ previous, manual }: FetchContext,
): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	const from = windowStart(previous, Date.now(), manual);
	return await readActivities(
		new ApiClient(this, where.deployment),
		this.getNode(),
		where.organizationId,
		{ from },
	);
}
