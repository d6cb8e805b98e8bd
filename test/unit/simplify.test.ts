import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { simplifyAlert } from '../../nodes/ObservabilityPipes/actions/alert/simplify';
import { simplifyApiKey } from '../../nodes/ObservabilityPipes/actions/apiKey/simplify';
import { simplifyDashboard } from '../../nodes/ObservabilityPipes/actions/dashboard/simplify';
import { simplifyOrganization } from '../../nodes/ObservabilityPipes/actions/organization/simplify';
import { simplifyPipe } from '../../nodes/ObservabilityPipes/actions/pipe/simplify';
import { simplifySavedSearch } from '../../nodes/ObservabilityPipes/actions/savedSearch/simplify';
import { simplifyReversePrivateEndpoint } from '../../nodes/ObservabilityPipes/actions/reversePrivateEndpoint/simplify';
import {
	field,
	isEmptyValue,
	keptFields,
	listField,
	objectField,
} from '../../nodes/ObservabilityPipes/actions/output/simplify';
import { shapeRecords } from '../../nodes/ObservabilityPipes/actions/output/output';
import { SIMPLIFY_HINT } from '../../nodes/ObservabilityPipes/actions/framework/resourceDescription';
import { simplifySource } from '../../nodes/ObservabilityPipes/actions/source/simplify';
import { simplifyWebhook } from '../../nodes/ObservabilityPipes/actions/webhook/simplify';

const OID = (n: number) => `65f5e4a3b9e77c001a${String(n).padStart(6, '0')}`;

describe('simplifiers: one record -> fixed keys', () => {
	it('alert: at most 10 fields: what it watches and when it fires', () => {
		const record = {
			id: OID(1),
			name: 'High error rate',
			state: 'ALERT',
			message: 'Errors above 100',
			note: 'runbook: ...',
			source: 'tile',
			dashboardId: OID(2),
			tileId: OID(3),
			threshold: 100,
			thresholdType: 'above',
			interval: '5m',
			channel: { type: 'webhook', webhookId: OID(4) },
			channels: [
				{ type: 'webhook', webhookId: OID(4) },
				{ type: 'email', emailRecipients: ['ops@example.com'] },
			],
			teamId: OID(5),
			silenced: null,
			executionErrors: [{ type: 'QUERY_ERROR', message: 'x' }],
			createdAt: '2026-01-01T00:00:00.000Z',
			updatedAt: '2026-01-02T00:00:00.000Z',
		};
		expect(simplifyAlert(record)).toEqual({
			id: OID(1),
			name: 'High error rate',
			state: 'ALERT',
			thresholdType: 'above',
			threshold: 100,
			interval: '5m',
			dashboardId: OID(2),
			tileId: OID(3),
		});
	});

	it('alert: a threshold of 0 is kept; silence and channels are left to the raw record', () => {
		const pager = { type: 'pager', routingKey: 'k' };
		expect(
			simplifyAlert({
				id: 'a',
				state: 'OK',
				threshold: 0,
				silenced: { by: OID(5), at: 't0', until: 't1' },
				channels: [pager],
				executionErrors: [{ message: 'no type' }, 'junk'],
			}),
		).toEqual({ id: 'a', state: 'OK', threshold: 0 });
	});

	it('alert from an older server: `dashboard`', () => {
		const simplified = simplifyAlert({
			id: 'a',
			dashboard: OID(2),
			channel: { type: 'webhook', webhookId: OID(4) },
		});
		expect(simplified).toEqual({ id: 'a', dashboardId: OID(2) });
		expect(simplifyAlert({ id: 'a' })).toEqual({ id: 'a' });
	});

	it('dashboard: name, tags and tiles by id and name only', () => {
		const record = {
			id: OID(1),
			name: 'Service health',
			tags: ['production'],
			filters: [
				{ type: 'QUERY_EXPRESSION', name: 'svc', expression: 'ServiceName', sourceId: OID(9) },
			],
			tiles: [
				{
					id: OID(2),
					name: 'Errors',
					x: 0,
					y: 0,
					w: 12,
					h: 4,
					config: { displayType: 'line', source: OID(9), select: [] },
				},
				{ id: OID(3), name: 'Latency', x: 12, y: 0, w: 12, h: 4, series: [{ type: 'time' }] },
				'not a tile',
			],
		};
		expect(simplifyDashboard(record)).toEqual({
			id: OID(1),
			name: 'Service health',
			tags: ['production'],
			tiles: [
				{ id: OID(2), name: 'Errors' },
				{ id: OID(3), name: 'Latency' },
			],
		});
		expect(simplifyDashboard({ id: 'd', tags: [], tiles: [] })).toEqual({ id: 'd' });
	});

	it('source: kind and table', () => {
		const record = {
			id: OID(1),
			name: 'Logs',
			kind: 'log',
			connection: OID(2),
			from: { databaseName: 'otel', tableName: 'otel_logs' },
			timestampValueExpression: 'Timestamp',
		};
		expect(simplifySource(record)).toEqual({
			id: OID(1),
			name: 'Logs',
			kind: 'log',
			databaseName: 'otel',
			tableName: 'otel_logs',
		});
		expect(simplifySource({ id: 's', from: 'odd' })).toEqual({ id: 's' });
	});

	it('pipe: state, source kind, destination table, replicas', () => {
		const record = {
			id: 'p',
			serviceId: 's',
			name: 'orders-events',
			state: 'Running',
			scaling: { replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 2 },
			source: {
				messageBroker: null,
				objectStorage: {
					type: 's3',
					url: 'https://bucket.example.com/*.json',
					format: 'JSONEachRow',
				},
			},
			destination: {
				database: 'default',
				table: 'orders',
				managedTable: true,
				columns: [{ name: 'id', type: 'String' }],
			},
			fieldMappings: [],
			settings: { engine_max_threads: null },
			createdAt: '2026-01-01T00:00:00Z',
			updatedAt: '2026-01-03T00:00:00Z',
		};
		expect(simplifyPipe(record)).toEqual({
			id: 'p',
			name: 'orders-events',
			state: 'Running',
			sourceKind: 'objectStorage',
			destinationDatabase: 'default',
			destinationTable: 'orders',
			replicas: 2,
			updatedAt: '2026-01-03T00:00:00Z',
		});
		expect(simplifyPipe({ id: 'p', destination: { table: '' }, scaling: { replicas: 0 } })).toEqual(
			{ id: 'p', replicas: 0 },
		);
	});

	it('organization: id, name, creation time', () => {
		expect(
			simplifyOrganization({
				id: 'o',
				name: 'Acme',
				createdAt: 't',
				privateEndpoints: [{ id: 'e' }],
				byocConfig: [],
			}),
		).toEqual({ id: 'o', name: 'Acme', createdAt: 't' });
	});

	it('API key: roles, or the names of assigned custom roles', () => {
		const record = {
			id: 'k',
			name: 'CI',
			state: 'enabled',
			roles: ['admin'],
			keySuffix: 'abcd',
			createdAt: 't0',
			expireAt: null,
			usedAt: 't1',
			ipAccessList: [{ source: '0.0.0.0/0' }],
		};
		expect(simplifyApiKey(record)).toEqual({
			id: 'k',
			name: 'CI',
			state: 'enabled',
			roles: ['admin'],
			keySuffix: 'abcd',
			usedAt: 't1',
		});
		const custom = simplifyApiKey({
			id: 'k',
			roles: [],
			assignedRoles: [{ roleId: 'r1', roleName: 'Readers', roleType: 'custom' }, { roleId: 'r2' }],
		});
		expect(custom.roles).toEqual(['Readers', 'r2']);
	});

	it('reverse private endpoint: type, status, names', () => {
		const record = {
			id: 'r',
			description: 'broker',
			type: 'VPC_ENDPOINT_SERVICE',
			status: 'Ready',
			endpointId: 'vpce-1',
			dnsNames: ['a.example.com'],
			privateDnsNames: [],
			serviceId: 's',
			vpcEndpointServiceName: 'x',
		};
		expect(simplifyReversePrivateEndpoint(record)).toEqual({
			id: 'r',
			description: 'broker',
			type: 'VPC_ENDPOINT_SERVICE',
			status: 'Ready',
			endpointId: 'vpce-1',
			dnsNames: ['a.example.com'],
		});
	});

	it('webhook: where it sends, no body template', () => {
		const record = {
			id: 'w',
			name: 'Ops',
			service: 'generic',
			url: 'https://hooks.example.com/x',
			description: 'd',
			body: '{"text": "{{title}}"}',
			createdAt: 't',
			updatedAt: 't',
		};
		expect(simplifyWebhook(record)).toEqual({
			id: 'w',
			name: 'Ops',
			service: 'generic',
			url: 'https://hooks.example.com/x',
			description: 'd',
		});
	});

	it('saved search: what it searches, not how it shows it', () => {
		const record = {
			id: 's',
			name: 'Errors',
			select: 'a',
			where: 'level:error',
			whereLanguage: 'lucene',
			sourceId: 'src',
			tags: ['x'],
			orderBy: 'a',
			createdAt: 't',
		};
		expect(simplifySavedSearch(record)).toEqual({
			id: 's',
			name: 'Errors',
			sourceId: 'src',
			where: 'level:error',
			whereLanguage: 'lucene',
			tags: ['x'],
		});
		expect(simplifySavedSearch({ id: 's', where: null })).toEqual({ id: 's' });
	});

	it("never reads a record's prototype, and applies to one record or a list", () => {
		expect(field({}, 'constructor')).toBeNull();
		expect(field({ a: undefined, b: 0 }, 'a', 'b')).toBe(0);
		expect(listField({ tags: 'x' }, 'tags')).toEqual([]);
		expect(objectField({ from: [1] }, 'from')).toEqual({});
		const simple = { mode: 'simple' } as const;
		expect(shapeRecords({ id: 'o', name: 'n', extra: 1 }, simple, simplifyOrganization)).toEqual({
			id: 'o',
			name: 'n',
		});
		expect(
			shapeRecords([{ id: 'a' }, { id: 'b' }], simple, simplifyOrganization).map(
				(record) => record.id,
			),
		).toEqual(['a', 'b']);
		// What is not a record (an answer the API did not document) passes as it came.
		expect(
			shapeRecords(['text'] as unknown as IDataObject[], simple, simplifyOrganization),
		).toEqual(['text']);
	});
});

describe('keptFields: the one rule of every simplifier', () => {
	it('leaves out null, missing, "", [] and {}, keeps 0, false and everything else in order', () => {
		expect(
			keptFields({
				a: null,
				b: undefined,
				c: '',
				d: [],
				e: {},
				f: 0,
				g: false,
				h: 'x',
				i: [null],
				j: { k: null },
			}),
		).toEqual({ f: 0, g: false, h: 'x', i: [null], j: { k: null } });
		expect(Object.keys(keptFields({ z: 1, a: 2 }))).toEqual(['z', 'a']);
		expect([null, undefined, '', [], {}].every(isEmptyValue)).toBe(true);
		expect([0, false, ' ', [0], { a: 1 }].some(isEmptyValue)).toBe(false);
	});
});

describe('the Simplify parameter on every get and get many', () => {
	const properties = new ObservabilityPipes().description.properties;
	const shownFor = (resource: string, operation: string) =>
		properties.filter((property: INodeProperties) => {
			const show = (property.displayOptions?.show ?? {}) as Record<string, unknown[]>;
			const hide = (property.displayOptions?.hide ?? {}) as Record<string, unknown[]>;
			const context: Record<string, unknown> = { resource, operation };
			return (
				Object.entries(show).every(
					([key, values]) => !(key in context) || values.includes(context[key]),
				) && !Object.entries(hide).some(([key, values]) => values.includes(context[key]))
			);
		});

	it.each([
		['alert', 'get'],
		['alert', 'getAll'],
		['apiKey', 'get'],
		['apiKey', 'getAll'],
		['dashboard', 'get'],
		['dashboard', 'getAll'],
		['organization', 'get'],
		['organization', 'getAll'],
		['pipe', 'get'],
		['pipe', 'getAll'],
		['reversePrivateEndpoint', 'get'],
		['reversePrivateEndpoint', 'getAll'],
		['savedSearch', 'get'],
		['savedSearch', 'getAll'],
		['source', 'get'],
		['source', 'getAll'],
		['webhook', 'getAll'],
	])('%s %s: one Simplify switch, on by default', (resource, operation) => {
		const shown = shownFor(resource, operation).filter((property) => property.name === 'simplify');
		expect(shown).toHaveLength(1);
		expect(shown[0]).toMatchObject({
			displayName: 'Simplify',
			type: 'boolean',
			default: true,
			description: 'Whether to return a simplified version of the response instead of the raw data',
		});
		// Get Many says what Simplify keeps under the switch (the gets follow with their shared factory).
		if (operation === 'getAll') expect(shown[0].hint).toBe(SIMPLIFY_HINT);
	});

	it('is not offered where the output is already chosen or is a write', () => {
		// An event search answers rows of the columns the user selected: nothing to simplify.
		for (const [resource, operation] of [
			['chart', 'querySeries'],
			['event', 'search'],
			['alert', 'create'],
			['webhook', 'create'],
			['pipe', 'getSettings'],
			['pipe', 'auditSettings'],
		]) {
			expect(shownFor(resource, operation).some((property) => property.name === 'simplify')).toBe(
				false,
			);
		}
	});
});
