import { KINDS, type KindRecords, type RecordKindName } from './kindTable';
import type { Deployment } from './types';

/**
 * Every API path the nodes send, on both deployments, built from the record-kind table
 * (kindTable.ts: each kind's parent and segment, read as plain data). Pure: ids come in
 * checked (see ids.ts) and each path segment is encoded here, once. The transport adds the base URL and the
 * deployment's prefix (`/v1`, `/api/v2`).
 */

/** The cloud service that holds pipes, endpoints and (on the cloud) observability records. */
export interface ServiceIds {
	organizationId: string;
	serviceId: string;
}

/**
 * Where a deployment keeps its observability records: under a cloud service, or at the
 * self-hosted root. "Scope" means only this: the chosen cloud organization and service, or
 * the self-hosted server.
 */
export type Scope = { deployment: 'selfHosted' } | ({ deployment: 'cloud' } & ServiceIds);

/** What a path is built from: the deployment and the ids of the parents the kind hangs under. */
export interface Place {
	deployment: Deployment;
	organizationId?: string;
	serviceId?: string;
}

/** The parts of a record that have their own endpoint (a pipe's state, scaling and settings, a service's state). */
export type RecordPart = 'state' | 'scaling' | 'settings';

/** Encodes one path segment (ids come from users and expressions). */
export function segment(value: string): string {
	return encodeURIComponent(value);
}

/** Self-hosted chart series query. */
export const CHART_SERIES_PATH = '/charts/series';

/** Self-hosted event search. */
export const SEARCH_PATH = '/search';

/** An id a parent needs; its absence is a bug of the caller, not bad input. */
function parentId(place: Place, key: 'organizationId' | 'serviceId'): string {
	const id = place[key];
	if (id === undefined)
		throw new Error(`A path under the ${key.replace(/Id$/, '')} needs its ${key}`);
	return segment(id);
}

/** The path a kind's list hangs under (empty at the root). */
function parentPath(kind: RecordKindName, place: Place): string {
	switch (KINDS[kind].records.parent) {
		case 'root':
			return '';
		case 'organization':
			return organizationPart(place);
		case 'service':
			return servicePart(place);
		case 'observability':
			return place.deployment === 'selfHosted' ? '' : `${servicePart(place)}/observability`;
		case 'team':
			return teamPath();
	}
}

function organizationPart(place: Place): string {
	return `/${KINDS.organization.records.segment}/${parentId(place, 'organizationId')}`;
}

function servicePart(place: Place): string {
	return `${organizationPart(place)}/${KINDS.service.records.segment}/${parentId(place, 'serviceId')}`;
}

/**
 * The list of a record kind: `/organizations`, `/organizations/{org}/keys`,
 * `.../services/{svc}/pipes`; observability records at `/{segment}` self-hosted and
 * `.../services/{svc}/observability/{segment}` on the cloud.
 */
export function listPath(kind: RecordKindName, place: Place): string {
	return `${parentPath(kind, place)}/${KINDS[kind].records.segment}`;
}

/** One record of a kind, or one of its parts. */
export function recordPath(
	kind: RecordKindName,
	place: Place,
	id: string,
	part?: RecordPart,
): string {
	const record = `${createPath(kind, place)}/${segment(id)}`;
	return part ? `${record}/${part}` : record;
}

/**
 * Where a create of a kind is sent and its records' paths begin: its list, or the kind's own
 * segment of one record where it has one (`POST /team/invitation`, `/team/invitation/{id}`,
 * beside the list `/team/invitations`).
 */
export function createPath(kind: RecordKindName, place: Place): string {
	const { segment: list, itemSegment } = KINDS[kind].records as KindRecords;
	return `${parentPath(kind, place)}/${itemSegment ?? list}`;
}

/** The self-hosted team of the API key: one record with no id, under which its members and invitations hang. */
export function teamPath(): string {
	return `/${KINDS.team.single.segment}`;
}

/** A pipe's record, or one of its parts (`/state`, `/scaling`, `/settings`). */
export function pipePath(service: ServiceIds, pipeId: string, part?: RecordPart): string {
	return recordPath('pipe', { deployment: 'cloud', ...service }, pipeId, part);
}

/** The service's pipe context (whether workload identity is supported and ready). */
export function pipesContextPath(service: ServiceIds): string {
	return `${listPath('pipe', { deployment: 'cloud', ...service })}/context`;
}

/** The self-hosted server's check of a new dashboard's body (`POST`; nothing is saved). */
export function dashboardValidatePath(): string {
	return `${listPath('dashboard', { deployment: 'selfHosted' })}/validate`;
}

/** The organization's activities (its audit log), or one of them. */
export function activitiesPath(organizationId: string, activityId?: string): string {
	const list = `/${KINDS.organization.records.segment}/${segment(organizationId)}/activities`;
	return activityId === undefined ? list : `${list}/${segment(activityId)}`;
}

/** The organization's usage cost per entity and day. */
export function usageCostPath(organizationId: string): string {
	return `/${KINDS.organization.records.segment}/${segment(organizationId)}/usageCost`;
}
