import type { Deployment } from './types';

/**
 * The one table of what the node knows about each kind of record and each resource of the
 * action node: its words, the deployments it exists on, where its records live, the form of
 * their ids, how their list pages, the picker that chooses one and the list search behind it.
 * Paths (`paths.ts`), id checks (`ids.ts`), pickers and list searches (`../editor/`), the
 * resource dropdowns and every list reader derive from it: a new resource is its folder in
 * `nodes/ObservabilityPipes/actions/` plus one entry here (docs/architecture.md, "Record kinds").
 * Pure data; the functions below only read it.
 */

/** The two forms of record id the API uses (docs/api-notes.md#id-forms). */
export type IdKind = 'uuid' | 'objectId';

/**
 * How one list endpoint pages on one deployment, as its published document says:
 * - `whole`: one request answers every record (no paging parameters);
 * - `offset`: `limit` (at most `pageSize`) and `offset`; the last page is the first one
 *   shorter than asked (the self-hosted envelope also tells the total);
 * - `cursor`: `limit` (at most `pageSize`) and `cursor`; the envelope's `nextCursor` names
 *   the next page and is `null` on the last one.
 * A server older than its paging ignores the parameters and answers everything: the
 * reader takes that answer as the only page (see ../http/pagination.ts).
 */
export type Paging =
	| { style: 'whole' }
	| { style: 'offset'; pageSize: number }
	| { style: 'cursor'; pageSize: number };

/**
 * What a list of records hangs under: nothing (`root`), the chosen cloud organization, the
 * chosen cloud service, the place of observability records (`observability`: under the
 * chosen service on the cloud, at the server's root self-hosted), or the self-hosted team
 * (`team`: the one team of the API key, `Kind.single` of the team's row).
 */
export type Parent = 'root' | 'organization' | 'service' | 'observability' | 'team';

/** How a picker entry of a record reads: `name (detail)`, the name falling back to the id. */
export interface PickerLabel {
	/** The field shown as the name (default `name`). */
	name?: string;
	/** A field shown after the name in brackets, when the record has it. */
	detail?: string;
	/** Text put before the detail (the key's last characters read `…abcd`). */
	detailPrefix?: string;
}

/** The record picker of a kind (a resource locator) and the list search that fills it. */
export interface KindLocator {
	/** The parameter's name: public, saved in workflows. */
	parameter: string;
	/** The node method of `methods.listSearch` that lists the records. */
	search: string;
	label?: PickerLabel;
	/**
	 * Servers from before the kind's endpoints answer its list with 404: the picker then says
	 * so and points at the ID mode.
	 */
	optionalList?: boolean;
	/**
	 * The path segment under which the product's UI shows one record at a URL
	 * (`<UI address>/<segment>/<id>`): the picker's "By URL" mode takes such a URL pasted from
	 * the browser.
	 */
	uiSegment?: string;
	/**
	 * The query parameter with which the product's UI pages name a record they show
	 * (`<UI address>/<page>?<query>=<id>`), for a kind without a page of its own; `uiPage` is the
	 * page the placeholder shows. A kind has `uiSegment`, `uiQuery`, or neither when the
	 * product shows no page of one such record (test/unit/pickerModes.test.ts lists those kinds,
	 * each with the reason).
	 */
	uiQuery?: string;
	uiPage?: string;
}

/** Where a kind's records live, what their ids look like, how their list pages. */
export interface KindRecords {
	parent: Parent;
	/** The path segment of the list under its parent (the same on both deployments). */
	segment: string;
	/**
	 * The path segment of one record and of a create, where it differs from the list's: the
	 * team's members are listed at `/team/members` and removed at `/team/member/{id}`, its
	 * invitations listed at `/team/invitations`, made at `/team/invitation` and deleted at
	 * `/team/invitation/{id}`. Absent: the list's segment.
	 */
	itemSegment?: string;
	ids: Readonly<Record<Deployment, IdKind>>;
	/** Lists a deployment does not have are `whole` (never read there). */
	paging: Readonly<Record<Deployment, Paging>>;
	locator: KindLocator;
	/**
	 * The top-level fields of its records an AI agent may select (Output: Selected Fields): the
	 * published documents' record schemas, the emulator's records where a document has none.
	 */
	fields?: readonly string[];
}

export interface Kind {
	/** The resource dropdown's name, the picker's display name. */
	label: string;
	/** The noun in sentences, one and many: "reverse private endpoint(s)". */
	one: string;
	many: string;
	deployments: readonly Deployment[];
	/** Whether the action node's resource dropdown offers it (a service is only a picker). */
	resource: boolean;
	/** Absent for resources that are queries, not records (chart series, event search, activities, usage cost), and for `single`. */
	records?: KindRecords;
	/**
	 * A resource that is one record with no id and no list (the self-hosted team of the API
	 * key): the path segment of that record at the root. Kinds whose parent is `team` hang
	 * under it.
	 */
	single?: { segment: string };
	/**
	 * What a query resource (no `records`) hangs under on the cloud: the organization's
	 * activities and usage cost need the organization picker. Absent: nothing to choose.
	 */
	scope?: Parent;
	/** The fields an AI agent may select of a kind without records (KindRecords.fields for the others). */
	fields?: readonly string[];
}

const BOTH: readonly Deployment[] = ['cloud', 'selfHosted'];
const CLOUD: readonly Deployment[] = ['cloud'];
const SELF_HOSTED: readonly Deployment[] = ['selfHosted'];

/** Control-plane records (organizations, services, keys, pipes, endpoints) exist on the cloud only. */
const UUIDS = { cloud: 'uuid', selfHosted: 'uuid' } as const;
/**
 * Ids of observability records: 24-hex object ids on both deployments
 * (docs/api-notes.md#id-forms, the documents' examples).
 */
const OBJECT_IDS = { cloud: 'objectId', selfHosted: 'objectId' } as const;

const WHOLE: Paging = { style: 'whole' };
/** `limit` 1-1000 on the offset-paged lists of both deployments. */
const BY_OFFSET: Paging = { style: 'offset', pageSize: 1000 };
/** `limit` 1-250 on the cloud's key list. */
const BY_CURSOR: Paging = { style: 'cursor', pageSize: 250 };
const NOT_PAGED = { cloud: WHOLE, selfHosted: WHOLE } as const;

const BY_STATE: PickerLabel = { detail: 'state' };

/** Each kind's record fields (KindRecords.fields, Kind.fields): the cloud document's schemas. */
const SERVICE_FIELDS = [
	'id',
	'name',
	'state',
	'provider',
	'region',
	'tier',
	'engineVersion',
	'endpoints',
	'numReplicas',
	'minReplicas',
	'maxReplicas',
	'replicaMemoryGb',
	'minReplicaMemoryGb',
	'maxReplicaMemoryGb',
	'minTotalMemoryGb',
	'maxTotalMemoryGb',
	'autoscalingMode',
	'currentScaling',
	'scalingSchedule',
	'idleScaling',
	'idleTimeoutMinutes',
	'ipAccessList',
	'privateEndpointIds',
	'availablePrivateEndpointIds',
	'dataWarehouseId',
	'isPrimary',
	'isReadonly',
	'releaseChannel',
	'profile',
	'complianceType',
	'tags',
	'createdAt',
] as const;
const ACTIVITY_FIELDS = [
	'id',
	'createdAt',
	'type',
	'actorType',
	'actorId',
	'actorDetails',
	'actorIpAddress',
	'organizationId',
	'serviceId',
	'userAgent',
	'targetKeyId',
	'keyUpdateType',
] as const;
const USAGE_COST_FIELDS = [
	'date',
	'entityType',
	'entityId',
	'entityName',
	'serviceId',
	'warehouseId',
	'totalCredits',
	'metrics',
	'locked',
] as const;

const ALERT_FIELDS = [
	'id',
	'name',
	'state',
	'message',
	'note',
	'source',
	'dashboardId',
	'tileId',
	'savedSearchId',
	'groupBy',
	'threshold',
	'thresholdMax',
	'thresholdType',
	'interval',
	'numConsecutiveWindows',
	'scheduleOffsetMinutes',
	'scheduleStartAt',
	'channel',
	'channels',
	'silenced',
	'executionErrors',
	'teamId',
	'createdAt',
	'updatedAt',
] as const;
const API_KEY_FIELDS = [
	'id',
	'name',
	'state',
	'roles',
	'assignedRoles',
	'keySuffix',
	'createdAt',
	'expireAt',
	'usedAt',
	'ipAccessList',
] as const;
/** The self-hosted document's `Connection` (its `password` is write-only: never a record field). */
const CONNECTION_FIELDS = [
	'id',
	'name',
	'host',
	'username',
	'isPrometheusEndpoint',
	'createdAt',
	'updatedAt',
] as const;
const DASHBOARD_FIELDS = [
	'id',
	'name',
	'tiles',
	'tags',
	'filters',
	'savedQuery',
	'savedQueryLanguage',
	'savedFilterValues',
	'containers',
	'createdAt',
	'updatedAt',
] as const;
const ORGANIZATION_FIELDS = [
	'id',
	'name',
	'createdAt',
	'privateEndpoints',
	'byocConfig',
	'enableCoreDumps',
] as const;
const PIPE_FIELDS = [
	'id',
	'serviceId',
	'name',
	'state',
	'scaling',
	'source',
	'destination',
	'fieldMappings',
	'settings',
	'createdAt',
	'updatedAt',
] as const;
const REVERSE_PRIVATE_ENDPOINT_FIELDS = [
	'id',
	'serviceId',
	'description',
	'type',
	'status',
	'endpointId',
	'dnsNames',
	'privateDnsNames',
	'customPrivateDnsMappings',
	'vpcEndpointServiceName',
	'vpcResourceConfigurationId',
	'vpcResourceShareArn',
	'brokerClusterArn',
	'brokerAuthentication',
	'serviceAttachment',
] as const;
const SAVED_SEARCH_FIELDS = [
	'id',
	'name',
	'sourceId',
	'select',
	'where',
	'whereLanguage',
	'orderBy',
	'tags',
	'filters',
	'teamId',
	'createdAt',
	'updatedAt',
] as const;
const SOURCE_FIELDS = [
	'id',
	'name',
	'kind',
	'connection',
	'from',
	'defaultTableSelectExpression',
	'timestampValueExpression',
	'serviceNameExpression',
	'severityTextExpression',
	'bodyExpression',
	'traceSourceId',
	'logSourceId',
	'metricTables',
	'durationExpression',
	'durationPrecision',
	'traceIdExpression',
	'spanIdExpression',
	'parentSpanIdExpression',
	'spanNameExpression',
	'spanKindExpression',
	'resourceAttributesExpression',
] as const;
/** The self-hosted team and its members and invitations: the real server's answers (no document gives their schemas). */
const TEAM_FIELDS = ['id', 'name'] as const;
const TEAM_MEMBER_FIELDS = ['id', 'email', 'name', 'isCurrentUser'] as const;
const TEAM_INVITATION_FIELDS = ['id', 'createdAt', 'email', 'name', 'url'] as const;
const WEBHOOK_FIELDS = [
	'id',
	'name',
	'service',
	'url',
	'description',
	'createdAt',
	'updatedAt',
] as const;

export const KINDS = {
	activity: {
		label: 'Activity',
		one: 'activity',
		many: 'activities',
		deployments: CLOUD,
		resource: true,
		// Activity ids are opaque strings and the list has no paging (docs/api-notes.md#activities): no picker.
		scope: 'organization',
		fields: ACTIVITY_FIELDS,
	},
	alert: {
		label: 'Alert',
		one: 'alert',
		many: 'alerts',
		deployments: BOTH,
		resource: true,
		records: {
			parent: 'observability',
			segment: 'alerts',
			ids: OBJECT_IDS,
			paging: { cloud: BY_OFFSET, selfHosted: BY_OFFSET },
			fields: ALERT_FIELDS,
			locator: {
				parameter: 'alertId',
				search: 'searchAlerts',
				label: BY_STATE,
				uiSegment: 'alerts',
			},
		},
	},
	apiKey: {
		label: 'API Key',
		one: 'API key',
		many: 'API keys',
		deployments: CLOUD,
		resource: true,
		records: {
			parent: 'organization',
			segment: 'keys',
			ids: UUIDS,
			paging: { cloud: BY_CURSOR, selfHosted: WHOLE },
			fields: API_KEY_FIELDS,
			locator: {
				parameter: 'keyId',
				search: 'searchApiKeys',
				label: { detail: 'keySuffix', detailPrefix: '…' },
			},
		},
	},
	chart: { label: 'Chart', one: 'chart', many: 'charts', deployments: SELF_HOSTED, resource: true },
	connection: {
		label: 'Connection',
		one: 'connection',
		many: 'connections',
		deployments: SELF_HOSTED,
		resource: true,
		records: {
			parent: 'observability',
			segment: 'connections',
			ids: OBJECT_IDS,
			// the list has no paging parameters: one request answers every connection
			paging: NOT_PAGED,
			fields: CONNECTION_FIELDS,
			locator: {
				parameter: 'connectionId',
				search: 'searchConnections',
				label: { detail: 'host' },
				// the database monitoring page shows the connection of its `connection` parameter
				uiQuery: 'connection',
			},
		},
	},
	dashboard: {
		label: 'Dashboard',
		one: 'dashboard',
		many: 'dashboards',
		deployments: BOTH,
		resource: true,
		records: {
			parent: 'observability',
			segment: 'dashboards',
			ids: OBJECT_IDS,
			paging: NOT_PAGED,
			fields: DASHBOARD_FIELDS,
			locator: { parameter: 'dashboardId', search: 'searchDashboards', uiSegment: 'dashboards' },
		},
	},
	event: { label: 'Event', one: 'event', many: 'events', deployments: SELF_HOSTED, resource: true },
	organization: {
		label: 'Organization',
		one: 'organization',
		many: 'organizations',
		deployments: CLOUD,
		resource: true,
		records: {
			parent: 'root',
			segment: 'organizations',
			ids: UUIDS,
			paging: NOT_PAGED,
			fields: ORGANIZATION_FIELDS,
			locator: { parameter: 'organizationId', search: 'searchOrganizations' },
		},
	},
	pipe: {
		label: 'Pipe',
		one: 'pipe',
		many: 'pipes',
		deployments: CLOUD,
		resource: true,
		records: {
			parent: 'service',
			segment: 'pipes',
			ids: UUIDS,
			paging: NOT_PAGED,
			fields: PIPE_FIELDS,
			locator: { parameter: 'pipeId', search: 'searchPipes', label: BY_STATE },
		},
	},
	reversePrivateEndpoint: {
		label: 'Reverse Private Endpoint',
		one: 'reverse private endpoint',
		many: 'reverse private endpoints',
		deployments: CLOUD,
		resource: true,
		records: {
			parent: 'service',
			segment: 'pipesReversePrivateEndpoints',
			ids: UUIDS,
			paging: NOT_PAGED,
			fields: REVERSE_PRIVATE_ENDPOINT_FIELDS,
			locator: {
				parameter: 'reversePrivateEndpointId',
				search: 'searchReversePrivateEndpoints',
				label: { name: 'description' },
			},
		},
	},
	savedSearch: {
		label: 'Saved Search',
		one: 'saved search',
		many: 'saved searches',
		deployments: BOTH,
		resource: true,
		records: {
			parent: 'observability',
			segment: 'saved-searches',
			ids: OBJECT_IDS,
			// the self-hosted server pages it too (its code; `meta` as on alerts; npm run test:real)
			paging: { cloud: BY_OFFSET, selfHosted: BY_OFFSET },
			fields: SAVED_SEARCH_FIELDS,
			locator: {
				parameter: 'savedSearchId',
				search: 'searchSavedSearches',
				optionalList: true,
				uiSegment: 'search',
			},
		},
	},
	service: {
		label: 'Service',
		one: 'service',
		many: 'services',
		deployments: CLOUD,
		resource: true,
		records: {
			parent: 'organization',
			segment: 'services',
			ids: UUIDS,
			paging: NOT_PAGED,
			fields: SERVICE_FIELDS,
			locator: { parameter: 'serviceId', search: 'searchServices', label: BY_STATE },
		},
	},
	source: {
		label: 'Source',
		one: 'source',
		many: 'sources',
		deployments: BOTH,
		resource: true,
		records: {
			parent: 'observability',
			segment: 'sources',
			ids: OBJECT_IDS,
			paging: NOT_PAGED,
			fields: SOURCE_FIELDS,
			locator: {
				parameter: 'sourceId',
				search: 'searchSources',
				label: { detail: 'kind' },
				// the search page (and the other pages of events) shows the source of its `source` parameter
				uiQuery: 'source',
				uiPage: 'search',
			},
		},
	},
	team: {
		label: 'Team',
		one: 'team',
		many: 'teams',
		deployments: SELF_HOSTED,
		resource: true,
		single: { segment: 'team' },
		fields: TEAM_FIELDS,
	},
	teamInvitation: {
		label: 'Team Invitation',
		one: 'team invitation',
		many: 'team invitations',
		deployments: SELF_HOSTED,
		resource: true,
		records: {
			parent: 'team',
			segment: 'invitations',
			itemSegment: 'invitation',
			// the server's object ids; the cloud has no team (never read there)
			ids: OBJECT_IDS,
			paging: NOT_PAGED,
			fields: TEAM_INVITATION_FIELDS,
			locator: {
				parameter: 'invitationId',
				search: 'searchTeamInvitations',
				label: { name: 'email' },
			},
		},
	},
	teamMember: {
		label: 'Team Member',
		one: 'team member',
		many: 'team members',
		deployments: SELF_HOSTED,
		resource: true,
		records: {
			parent: 'team',
			segment: 'members',
			itemSegment: 'member',
			ids: OBJECT_IDS,
			paging: NOT_PAGED,
			fields: TEAM_MEMBER_FIELDS,
			locator: { parameter: 'memberId', search: 'searchTeamMembers', label: { detail: 'email' } },
		},
	},
	usageCost: {
		label: 'Usage Cost',
		one: 'usage cost',
		many: 'usage costs',
		deployments: CLOUD,
		resource: true,
		scope: 'organization',
		fields: USAGE_COST_FIELDS,
	},
	webhook: {
		label: 'Webhook',
		one: 'webhook',
		many: 'webhooks',
		deployments: BOTH,
		resource: true,
		records: {
			parent: 'observability',
			segment: 'webhooks',
			ids: OBJECT_IDS,
			paging: { cloud: BY_OFFSET, selfHosted: BY_OFFSET },
			fields: WEBHOOK_FIELDS,
			locator: {
				parameter: 'webhookId',
				search: 'searchWebhooks',
				label: { detail: 'service' },
				optionalList: true,
			},
		},
	},
} as const satisfies Record<string, Kind>;

/** Every resource of the action node and every kind of record the nodes name. */
export type KindName = keyof typeof KINDS;

/** The kinds that are records (have ids, a list, a picker). */
export type RecordKindName = {
	[K in KindName]: (typeof KINDS)[K] extends { records: KindRecords } ? K : never;
}[KindName];

const NAMES = Object.keys(KINDS) as KindName[];

/** The records part of a record kind. */
export function recordsOf(name: RecordKindName): KindRecords {
	return KINDS[name].records;
}

/** Whether a kind is a record kind (chart and event are resources but no records). */
export function isRecordKind(name: KindName): name is RecordKindName {
	return 'records' in KINDS[name];
}

/** The record kinds, in the table's (alphabetical) order. */
export const RECORD_KINDS: readonly RecordKindName[] = NAMES.filter(isRecordKind);

/** The resources the action node's dropdown offers on a deployment, in the table's order. */
export function resourcesOn(deployment: Deployment): KindName[] {
	return NAMES.filter(
		(name) => KINDS[name].resource && KINDS[name].deployments.includes(deployment),
	);
}

/** What a kind's list (or a query resource) hangs under; undefined for a query that needs no parent. */
export function parentOf(name: KindName): Parent | undefined {
	const kind: Kind = KINDS[name];
	return kind.records?.parent ?? kind.scope;
}
