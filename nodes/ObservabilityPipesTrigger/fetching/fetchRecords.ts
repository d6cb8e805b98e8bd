import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { listPath, type Scope } from '../../shared/api/paths';
import { ApiClient } from '../../shared/http/transport';
import { readActivities } from '../../shared/resources/activities';
import { settingsOfPipe } from '../../shared/resources/pipeSettings';
import { idFilter } from '../../shared/base/helpers';

/**
 * What an event reads at each poll: the full current list it watches, every page of it (and
 * what else its diff needs), through the poll's client. Any failure is a NodeApiError carrying
 * the server's text; it propagates before anything is compared or stored. Each event of the
 * table (watches/watchTable.ts) names its fetch (`FetchName`).
 */
type Fetch = (
	this: IPollFunctions,
	client: ApiClient,
	where: Scope,
	ids: readonly string[],
	context: FetchContext,
) => Promise<IDataObject[]>;

/** What a fetch may need beyond the place: where the window of a list read by time starts (activities, epoch ms). */
interface FetchContext {
	from?: number;
}

/** The alerts of the service (cloud) or of the server (self-hosted). */
async function fetchAlerts(
	this: IPollFunctions,
	client: ApiClient,
	where: Scope,
): Promise<IDataObject[]> {
	return await client.listRecords(listPath('alert', where), 'alert');
}

/** The data pipes of the service; none off the cloud (the event table keeps pipe events there). */
async function fetchPipes(
	this: IPollFunctions,
	client: ApiClient,
	where: Scope,
): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	return await client.listRecords(listPath('pipe', where), 'pipe');
}

/** The data pipes of the service, each watched pipe with its settings. */
async function fetchPipesWithSettings(
	this: IPollFunctions,
	client: ApiClient,
	where: Scope,
	ids: readonly string[],
): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	const pipes = await client.listRecords(listPath('pipe', where), 'pipe');
	const isWatched = idFilter(ids);
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
async function fetchServices(
	this: IPollFunctions,
	client: ApiClient,
	where: Scope,
): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	return await client.listRecords(listPath('service', where), 'service');
}

/**
 * The organization's activities from the window's start on (`from`: the snapshot's window, or
 * for a first poll the last minutes, for a manual run without a snapshot the last day), read
 * whole whatever order or cap the list has.
 */
async function fetchActivities(
	this: IPollFunctions,
	client: ApiClient,
	where: Scope,
	_ids: readonly string[],
	{ from }: FetchContext,
): Promise<IDataObject[]> {
	if (where.deployment !== 'cloud') return [];
	return await readActivities(client, this.getNode(), where.organizationId, {
		from: from ?? Date.now(),
	});
}

const FETCHES = {
	alerts: fetchAlerts,
	pipes: fetchPipes,
	pipesWithSettings: fetchPipesWithSettings,
	services: fetchServices,
	activities: fetchActivities,
} satisfies Record<string, Fetch>;

/** A fetch by the name the event table gives it. */
export type FetchName = keyof typeof FETCHES;

/**
 * The records an event watches, as its fetch reads them, through a client made for this poll:
 * every request of the poll shares one credential read and one first-window gate, and the next
 * poll reads the credential again. It is made here, for each poll, and not kept by the
 * poll's context as the action node's run keeps its client (`executionClient`): n8n gives every
 * poll of an active workflow the same context (made once, when the workflow is activated), so a
 * client kept by it would send with the credential as the first poll read it until the
 * workflow is activated again.
 */
export async function fetchRecords(
	this: IPollFunctions,
	name: FetchName,
	where: Scope,
	ids: readonly string[],
	context: FetchContext,
): Promise<IDataObject[]> {
	const fetch: Fetch = FETCHES[name];
	return await fetch.call(this, new ApiClient(this, where.deployment), where, ids, context);
}
