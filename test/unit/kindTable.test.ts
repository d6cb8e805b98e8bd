import { ID_FORMS, recordId } from '../../nodes/shared/api/ids';
import { listPath } from '../../nodes/shared/api/paths';
import {
	KINDS,
	RECORD_KINDS,
	parentOf,
	recordsOf,
	resourcesOn,
	type KindName,
} from '../../nodes/shared/api/kindTable';
import { kindLocator } from '../../nodes/shared/editor/properties';
import { pickerLabel } from '../../nodes/shared/editor/listSearch';
import { listSearchMethods } from '../../nodes/shared/editor/lazyMethods';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import {
	getAllParameters,
	operationAction,
	operationDescription,
	operationName,
	operationOptions,
	resourceDescription,
} from '../../nodes/ObservabilityPipes/actions/framework/resourceDescription';
import { CLOUD_SCOPED_RESOURCES } from '../../nodes/ObservabilityPipes/nodeProperties';
import { resources } from '../../nodes/ObservabilityPipes/actions/framework/resources';

const UUID_SAMPLE = '11111111-1111-4111-8111-111111111111';
const OBJECT_ID_SAMPLE = '65f0c2a1b3d4e5f601234567';

describe('the record-kind table', () => {
	it('has one entry per resource folder of the action node (the service is a resource and the cloud scope picker)', () => {
		const resourceKinds = (Object.keys(KINDS) as KindName[]).filter((name) => KINDS[name].resource);
		expect(resourceKinds.sort()).toEqual(Object.keys(resources).sort());
		expect(KINDS.service.resource).toBe(true);
	});

	it('gives every record kind a path on each deployment it exists on', () => {
		const place = { organizationId: 'o', serviceId: 's' };
		for (const kind of RECORD_KINDS) {
			for (const deployment of KINDS[kind].deployments) {
				expect(listPath(kind, { deployment, ...place })).toMatch(/^\/[a-z]/i);
			}
		}
	});

	it('offers each deployment its resources, in the order of the table (alphabetical by label)', () => {
		expect(resourcesOn('cloud')).toEqual([
			'activity',
			'alert',
			'apiKey',
			'dashboard',
			'organization',
			'pipe',
			'reversePrivateEndpoint',
			'savedSearch',
			'service',
			'source',
			'usageCost',
			'webhook',
		]);
		expect(resourcesOn('selfHosted')).toEqual([
			'alert',
			'chart',
			'connection',
			'dashboard',
			'event',
			'savedSearch',
			'source',
			'team',
			'teamInvitation',
			'teamMember',
			'webhook',
		]);
		for (const deployment of ['cloud', 'selfHosted'] as const) {
			const labels = resourcesOn(deployment).map((name) => KINDS[name].label);
			expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
		}
	});

	it('derives the resources under the chosen service', () => {
		expect(CLOUD_SCOPED_RESOURCES).toEqual([
			'alert',
			'dashboard',
			'pipe',
			'reversePrivateEndpoint',
			'savedSearch',
			'source',
			'webhook',
		]);
		expect(parentOf('chart')).toBeUndefined();
		expect(parentOf('apiKey')).toBe('organization');
		// Query resources of the organization: the organization picker, no service picker.
		expect(parentOf('activity')).toBe('organization');
		expect(parentOf('usageCost')).toBe('organization');
		expect(parentOf('service')).toBe('organization');
	});

	it('derives the id check of each kind from its row', () => {
		// One id of each form; the check of a kind on a deployment takes exactly its row's form.
		const SAMPLES = { uuid: UUID_SAMPLE, objectId: OBJECT_ID_SAMPLE } as const;
		const forms = Object.keys(ID_FORMS) as Array<keyof typeof SAMPLES>;
		expect(forms.sort()).toEqual(Object.keys(SAMPLES).sort());
		for (const kind of RECORD_KINDS)
			for (const deployment of ['cloud', 'selfHosted'] as const) {
				const accepted = forms.filter((form) => {
					try {
						return recordId('id', SAMPLES[form], kind, deployment) === SAMPLES[form];
					} catch {
						return false;
					}
				});
				expect({ kind, deployment, accepted }).toEqual({
					kind,
					deployment,
					accepted: [recordsOf(kind).ids[deployment]],
				});
			}
	});

	it('builds each picker from its row: parameter, display name, noun, list search', () => {
		const picker = kindLocator('reversePrivateEndpoint');
		expect(picker.name).toBe('reversePrivateEndpointId');
		expect(picker.displayName).toBe('Reverse Private Endpoint');
		expect(picker.description).toBe('The reverse private endpoint to use');
		expect(picker.modes?.[0].typeOptions?.searchListMethod).toBe('searchReversePrivateEndpoints');
	});

	it('gives the action node one list search per record kind, under the name its picker calls', () => {
		const listSearch = new ObservabilityPipes().methods?.listSearch ?? {};
		expect(Object.keys(listSearch).sort()).toEqual(
			RECORD_KINDS.map((kind) => recordsOf(kind).locator.search).sort(),
		);
		expect(Object.keys(listSearchMethods(['pipe']))).toEqual(['searchPipes']);
		const pickers = RECORD_KINDS.map(
			(kind) => kindLocator(kind).modes?.[0].typeOptions?.searchListMethod,
		);
		for (const method of pickers)
			expect(typeof (listSearch as Record<string, unknown>)[method as string]).toBe('function');
	});
});

describe('picker labels', () => {
	it.each([
		[{}, { name: 'n', id: 'i' }, 'n'],
		[{}, { id: 'i' }, 'i'],
		[{ detail: 'state' }, { name: 'n', id: 'i', state: 'ALERT' }, 'n (ALERT)'],
		[{ detail: 'state' }, { name: 'n', id: 'i' }, 'n'],
		[
			{ detail: 'keySuffix', detailPrefix: '…' },
			{ name: 'k', id: 'i', keySuffix: 'abcd' },
			'k (…abcd)',
		],
		[{ name: 'description' }, { description: 'endpoint', name: 'ignored', id: 'i' }, 'endpoint'],
		[{ name: 'description' }, { id: 'i' }, 'i'],
	])('%j reads %j as %s', (label, record, expected) => {
		expect(pickerLabel(label)(record)).toBe(expected);
	});
});

describe('operation rows derived from the nouns', () => {
	it.each([
		['get', 'alert', 'Get', 'Get alert'],
		['getAll', 'alert', 'Get Many', 'Get many alerts'],
		['create', 'apiKey', 'Create', 'Create API key'],
		['delete', 'savedSearch', 'Delete', 'Delete saved search'],
		['getSettings', 'pipe', 'Get Settings', 'Get pipe settings'],
		['querySeries', 'chart', 'Query Series', 'Query chart series'],
	] as const)('%s of %s: %s, "%s"', (operation, kind, name, action) => {
		expect(operationName(operation)).toBe(name);
		expect(operationAction(operation, kind)).toBe(action);
	});

	it('keeps a name or action text given where the derived one does not fit', () => {
		expect(
			operationOptions('event', { search: { description: 'd', action: 'Search events' } }),
		).toEqual([{ name: 'Search', value: 'search', action: 'Search events', description: 'd' }]);
	});
});

describe('a resource assembles its dropdown and its operation files', () => {
	const operations = {
		create: {
			description: operationDescription('webhook', 'create', [
				{ displayName: 'X', name: 'x', type: 'string', default: '' },
			]),
		},
		getAll: { description: operationDescription('webhook', 'getAll', getAllParameters()) },
		delete: { description: operationDescription('webhook', 'delete', [kindLocator('webhook')]) },
	};
	const built = resourceDescription(
		'webhook',
		{ create: 'c', getAll: 'g', delete: 'd' },
		'getAll',
		operations,
	);
	const [dropdown, ...parameters] = built;
	const shownFor = (operation: string) =>
		parameters
			.filter((property) => property.displayOptions?.show?.operation?.includes(operation))
			.map((property) => property.name);

	it('lists the dropdown rows by name, whatever order the form gives', () => {
		expect(dropdown.options?.map((option) => (option as { name: string }).name)).toEqual([
			'Create',
			'Delete',
			'Get Many',
		]);
	});

	it('keeps the rows order for the parameters, each shown for its resource and operation only', () => {
		expect(parameters[0].name).toBe('x');
		expect(
			parameters.every((property) => property.displayOptions?.show?.resource?.[0] === 'webhook'),
		).toBe(true);
		expect(shownFor('create')).toEqual(['x']);
		expect(shownFor('getAll')).toEqual(['returnAll', 'limit', 'simplify', 'output', 'fields']);
		expect(shownFor('delete')).toEqual([kindLocator('webhook').name]);
	});

	it('refuses a row without its operation file, and an operation file without its row', () => {
		expect(() =>
			resourceDescription('webhook', { create: 'c', get: 'g' }, 'get', operations),
		).toThrow("The webhook resource's dropdown and operation files differ: get, getAll, delete");
	});
});
