import { checkId, recordId } from '../../nodes/shared/api/ids';
import { recordsOf, type RecordKindName } from '../../nodes/shared/api/kindTable';
import {
	idPlaceholder,
	OBJECT_ID_PLACEHOLDER,
	UUID_PLACEHOLDER,
} from '../../nodes/shared/editor/properties';
import { InputError } from '../../nodes/shared/base/inputError';
import {
	CHART_SERIES_PATH,
	createPath,
	listPath,
	pipePath,
	pipesContextPath,
	activitiesPath,
	usageCostPath,
	recordPath,
	SEARCH_PATH,
	teamPath,
	type Scope,
} from '../../nodes/shared/api/paths';
import { resourceDescriptions } from '../../nodes/ObservabilityPipes/actions/framework/resources';
import { operationOf } from '../../nodes/ObservabilityPipes/actions/framework/router';

const ORG = '11111111-1111-4111-8111-111111111111';
const SVC = '22222222-2222-4222-8222-222222222222';
const service = { organizationId: ORG, serviceId: SVC };
const cloud: Scope = { deployment: 'cloud', ...service };
const selfHosted: Scope = { deployment: 'selfHosted' };
const SCOPE = `/organizations/${ORG}/services/${SVC}`;

describe('paths: every resource on both deployments', () => {
	it('builds the cloud control plane', () => {
		const root = { deployment: 'cloud' } as const;
		const organization = { deployment: 'cloud', organizationId: ORG } as const;
		expect(listPath('organization', root)).toBe('/organizations');
		expect(recordPath('organization', root, ORG)).toBe(`/organizations/${ORG}`);
		expect(listPath('service', organization)).toBe(`/organizations/${ORG}/services`);
		expect(recordPath('service', organization, SVC)).toBe(SCOPE);
		expect(listPath('apiKey', organization)).toBe(`/organizations/${ORG}/keys`);
		expect(recordPath('apiKey', organization, 'k')).toBe(`/organizations/${ORG}/keys/k`);
		expect(listPath('pipe', cloud)).toBe(`${SCOPE}/pipes`);
		expect(pipesContextPath(service)).toBe(`${SCOPE}/pipes/context`);
		expect(pipePath(service, 'p')).toBe(`${SCOPE}/pipes/p`);
		expect(pipePath(service, 'p', 'state')).toBe(`${SCOPE}/pipes/p/state`);
		expect(pipePath(service, 'p', 'scaling')).toBe(`${SCOPE}/pipes/p/scaling`);
		expect(pipePath(service, 'p', 'settings')).toBe(`${SCOPE}/pipes/p/settings`);
		expect(listPath('reversePrivateEndpoint', cloud)).toBe(`${SCOPE}/pipesReversePrivateEndpoints`);
		expect(recordPath('reversePrivateEndpoint', cloud, 'e')).toBe(
			`${SCOPE}/pipesReversePrivateEndpoints/e`,
		);
		expect(activitiesPath(ORG)).toBe(`/organizations/${ORG}/activities`);
		expect(activitiesPath(ORG, 'act 1/2')).toBe(`/organizations/${ORG}/activities/act%201%2F2`);
		expect(usageCostPath(ORG)).toBe(`/organizations/${ORG}/usageCost`);
	});

	it.each([
		['dashboard', 'dashboards'],
		['alert', 'alerts'],
		['source', 'sources'],
		['webhook', 'webhooks'],
		['savedSearch', 'saved-searches'],
	] as const)(
		'puts %s under the service on the cloud and at the root self-hosted',
		(kind, segment) => {
			expect(listPath(kind, cloud)).toBe(`${SCOPE}/observability/${segment}`);
			expect(listPath(kind, selfHosted)).toBe(`/${segment}`);
			expect(recordPath(kind, selfHosted, 'x')).toBe(`/${segment}/x`);
			expect(recordPath(kind, cloud, 'x')).toBe(`${SCOPE}/observability/${segment}/x`);
		},
	);

	it("puts the team's members and invitations under the team, one record and a create at their own segment", () => {
		expect(teamPath()).toBe('/team');
		expect(listPath('teamMember', selfHosted)).toBe('/team/members');
		expect(recordPath('teamMember', selfHosted, 'm/1')).toBe('/team/member/m%2F1');
		expect(listPath('teamInvitation', selfHosted)).toBe('/team/invitations');
		expect(createPath('teamInvitation', selfHosted)).toBe('/team/invitation');
		expect(recordPath('teamInvitation', selfHosted, 'i')).toBe('/team/invitation/i');
		// a kind without its own segment creates at its list
		expect(createPath('webhook', selfHosted)).toBe('/webhooks');
		expect(createPath('alert', cloud)).toBe(`${SCOPE}/observability/alerts`);
	});

	it('has the self-hosted query endpoints', () => {
		expect(CHART_SERIES_PATH).toBe('/charts/series');
		expect(SEARCH_PATH).toBe('/search');
	});

	it('encodes every id segment once', () => {
		expect(recordPath('alert', selfHosted, 'a/b?c')).toBe('/alerts/a%2Fb%3Fc');
		expect(pipePath({ organizationId: 'o/1', serviceId: 's#2' }, 'p 3', 'settings')).toBe(
			'/organizations/o%2F1/services/s%232/pipes/p%203/settings',
		);
		expect(recordPath('apiKey', { deployment: 'cloud', organizationId: '%' }, '..')).toBe(
			'/organizations/%25/keys/..',
		);
	});

	it('refuses to build a path whose parent id is missing (a bug of the caller, never a wrong URL)', () => {
		expect(() => listPath('pipe', { deployment: 'cloud', organizationId: ORG })).toThrow(
			/needs its serviceId/,
		);
		expect(() => listPath('apiKey', { deployment: 'cloud' })).toThrow(/needs its organizationId/);
		expect(() => listPath('alert', { deployment: 'cloud' })).toThrow(/needs its organizationId/);
	});
});

describe('ids: one check per id kind', () => {
	it('knows control-plane ids as uuids and observability ids per deployment', () => {
		// The forms the id check of a kind takes on a deployment, of one id of each form.
		const accepted = (kind: RecordKindName, deployment: 'cloud' | 'selfHosted') =>
			[ORG, '65f0c2a1b3d4e5f601234567'].flatMap((id, index) => {
				try {
					return recordId('id', id, kind, deployment) === id ? [index ? 'objectId' : 'uuid'] : [];
				} catch {
					return [];
				}
			});
		for (const resource of [
			'organization',
			'service',
			'apiKey',
			'pipe',
			'reversePrivateEndpoint',
		] as const) {
			expect(accepted(resource, 'cloud')).toEqual(['uuid']);
		}
		for (const resource of ['dashboard', 'alert', 'source', 'webhook', 'savedSearch'] as const) {
			expect(accepted(resource, 'selfHosted')).toEqual(['objectId']);
			expect(accepted(resource, 'cloud')).toEqual(accepted('dashboard', 'cloud'));
		}
		expect(accepted('dashboard', 'cloud')).toHaveLength(1);
		expect(accepted('connection', 'selfHosted')).toEqual(['objectId']);
	});

	it('accepts each form, trimmed, in any case', () => {
		expect(checkId('x', ` ${ORG.toUpperCase()} `, 'uuid')).toBe(ORG.toUpperCase());
		expect(checkId('x', '65f0c2a1b3d4e5f601234567', 'objectId')).toBe('65f0c2a1b3d4e5f601234567');
		expect(recordId('alertId', '65f0c2a1b3d4e5f601234567', 'alert', 'selfHosted')).toBe(
			'65f0c2a1b3d4e5f601234567',
		);
	});

	it.each([
		['uuid', '65f0c2a1b3d4e5f601234567', /not a UUID/],
		['objectId', ORG, /not an object ID/],
		['uuid', '', /it is empty/],
		['objectId', { id: 1 }, /expected text/],
	] as const)('refuses as %s: %j', (kind, value, message) => {
		let caught: unknown;
		try {
			checkId('someId', value, kind);
		} catch (error) {
			caught = error;
		}
		expect(caught).toBeInstanceOf(InputError);
		expect((caught as InputError).field).toBe('someId');
		expect((caught as InputError).message).toMatch(message);
	});

	it('derives the pickers placeholders from the same table', () => {
		expect(idPlaceholder('pipe')).toBe(UUID_PLACEHOLDER);
		const alert = idPlaceholder('alert');
		if (recordsOf('alert').ids.cloud === 'objectId') expect(alert).toBe(OBJECT_ID_PLACEHOLDER);
		else expect(alert).toBe('Cloud: a UUID; self-hosted: a 24-character object ID');
	});
});

describe('operations declare whether they only read', () => {
	// The operation files are the one list of reads (`readOnly`): no copy of it here. What is
	// held is the rule the list must follow, by the operation's name: every get and list reads
	// only, and nothing that creates, changes, deletes, starts or stops anything claims to (a
	// new operation of another name follows its file's word).
	const READS = /^(get|search)/;
	const WRITES = /^(create|update|delete|start|stop|resync|wake)/;

	it('lets exactly the reads run items side by side', async () => {
		const readOnly: string[] = [];
		const writes: string[] = [];
		for (const dropdown of resourceDescriptions.filter(({ name }) => name === 'operation')) {
			const [resource] = dropdown.displayOptions?.show?.resource as string[];
			for (const { value: operation } of dropdown.options as Array<{ value: string }>) {
				const module = await operationOf(resource, operation, resourceDescriptions);
				// A resource with an operation of one deployment has one dropdown per deployment.
				const key = `${resource}.${operation}`;
				const list = module?.readOnly === true ? readOnly : writes;
				if (!list.includes(key)) list.push(key);
			}
		}
		const name = (key: string) => key.split('.')[1];
		expect(writes.filter((key) => READS.test(name(key)))).toEqual([]);
		expect(readOnly.filter((key) => WRITES.test(name(key)))).toEqual([]);
		expect(readOnly.length).toBeGreaterThan(20);
		expect(writes.length).toBeGreaterThan(20);
	});
});
