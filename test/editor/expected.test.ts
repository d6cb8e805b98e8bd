// The pure part of `npm run test:editor`: what the editor should show, computed from a node
// description with n8n's NodeHelpers plus the editor's own rules. Synthetic descriptions
// keep these tests independent of how the package's nodes change.
import type { ICredentialType, INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import * as E from '../../scripts/editor/expected';

const NodeHelpers = E.loadNodeHelpers('n8n-workflow');

const locator = (
	name: string,
	method: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties => ({
	displayName: name.toUpperCase(),
	name,
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: method },
		},
		{ displayName: 'ID', name: 'id', type: 'string' },
	],
	...extra,
});

function node(): INodeTypeDescription {
	return {
		displayName: 'Demo',
		name: 'demo',
		group: ['transform'],
		version: 1,
		description: 'demo',
		defaults: { name: 'Demo' },
		inputs: ['main'],
		outputs: ['main'],
		credentials: [
			{ name: 'demoCloudApi', required: true, displayOptions: { show: { deployment: ['cloud'] } } },
			{
				name: 'demoSelfHostedApi',
				required: true,
				displayOptions: { show: { deployment: ['selfHosted'] } },
			},
		],
		properties: [
			{
				displayName: 'Deployment',
				name: 'deployment',
				type: 'options',
				options: [
					{ name: 'Cloud', value: 'cloud' },
					{ name: 'Self-Hosted', value: 'selfHosted' },
				],
				default: 'cloud',
			},
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Alert', value: 'alert' },
					{ name: 'Pipe', value: 'pipe' },
				],
				default: 'alert',
				displayOptions: { show: { deployment: ['cloud'] } },
			},
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [{ name: 'Alert', value: 'alert' }],
				default: 'alert',
				displayOptions: { show: { deployment: ['selfHosted'] } },
			},
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Get', value: 'get' },
					{ name: 'Get Many', value: 'getAll' },
				],
				default: 'get',
				displayOptions: { show: { resource: ['alert'] } },
			},
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				options: [{ name: 'Start', value: 'start' }],
				default: 'start',
				displayOptions: { show: { resource: ['pipe'] } },
			},
			locator('serviceId', 'searchServices', {
				displayOptions: { show: { deployment: ['cloud'] } },
			}),
			locator('alertId', 'searchAlerts', {
				displayOptions: { show: { resource: ['alert'], operation: ['get'] } },
			}),
			{
				displayName: 'Return All',
				name: 'returnAll',
				type: 'boolean',
				default: false,
				displayOptions: { show: { operation: ['getAll'] } },
			},
			{
				displayName: 'Limit',
				name: 'limit',
				type: 'number',
				default: 50,
				displayOptions: { show: { operation: ['getAll'], returnAll: [false] } },
			},
			{ displayName: 'Secret Marker', name: 'marker', type: 'hidden', default: '' },
			{
				displayName: 'Update Fields',
				name: 'updateFields',
				type: 'collection',
				default: {},
				displayOptions: { show: { resource: ['pipe'] } },
				options: [locator('webhookId', 'searchWebhooks')],
			},
			{
				displayName: 'Tiles',
				name: 'tiles',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				default: {},
				displayOptions: { show: { resource: ['pipe'] } },
				options: [
					{
						displayName: 'Tile',
						name: 'tile',
						values: [locator('dashboardId', 'searchDashboards')],
					},
				],
			},
		],
	};
}

const credentialTypes = (authenticate: boolean): Record<string, ICredentialType> => ({
	demoCloudApi: {
		name: 'demoCloudApi',
		displayName: 'Demo Cloud',
		properties: [],
		...(authenticate ? { authenticate: { type: 'generic', properties: {} } } : {}),
	},
	demoSelfHostedApi: { name: 'demoSelfHostedApi', displayName: 'Demo Self-Hosted', properties: [] },
});

const labels = (parameters: Record<string, unknown>, description = node()) =>
	E.visibleParameters(NodeHelpers, description, parameters as never).map(
		(parameter: { displayName: string }) => parameter.displayName,
	);

describe('what the editor shows, computed from a description', () => {
	it('takes the options parameter whose every value selects a credential as the main auth field, and hides it', () => {
		expect(E.mainAuthField(node())?.name).toBe('deployment');
		expect(E.credentialForValue(node()).byValue).toEqual({
			cloud: 'demoCloudApi',
			selfHosted: 'demoSelfHostedApi',
		});
		expect(labels({ deployment: 'cloud' })).not.toContain('Deployment');
	});

	it('finds no main auth field when a value selects no credential', () => {
		const description = node();
		(description.properties[0].options as Array<{ name: string; value: string }>).push({
			name: 'Other',
			value: 'other',
		});
		expect(E.mainAuthField(description)).toBeNull();
		expect(labels({ deployment: 'cloud' }, description)).toContain('Deployment');
	});

	it('follows displayOptions with the defaults filled in, one variant per name, never a hidden parameter', () => {
		expect(labels({ deployment: 'cloud' })).toEqual([
			'Resource',
			'Operation',
			'SERVICEID',
			'ALERTID',
		]);
		expect(labels({ deployment: 'selfHosted', resource: 'alert', operation: 'getAll' })).toEqual([
			'Resource',
			'Operation',
			'Return All',
			'Limit',
		]);
		expect(
			labels({ deployment: 'selfHosted', resource: 'alert', operation: 'getAll', returnAll: true }),
		).toEqual(['Resource', 'Operation', 'Return All']);
		expect(labels({ deployment: 'cloud', resource: 'pipe', operation: 'start' })).toEqual([
			'Resource',
			'Operation',
			'SERVICEID',
			'Update Fields',
			'Tiles',
		]);
	});

	it('puts a parameter with isNodeSetting in the Settings tab, not the Parameters tab (as n8n does)', () => {
		const description = node();
		description.properties.push({
			displayName: 'Request Options',
			name: 'requestOptions',
			type: 'collection',
			default: {},
			isNodeSetting: true,
			displayOptions: { show: { deployment: ['cloud'] } },
			options: [{ displayName: 'Items at Once', name: 'itemsAtOnce', type: 'number', default: 1 }],
		});
		const tab = (parameters: Record<string, unknown>, name: 'params' | 'settings') =>
			E.visibleParameters(NodeHelpers, description, parameters as never, { tab: name }).map(
				(parameter: { displayName: string }) => parameter.displayName,
			);
		expect(labels({ deployment: 'cloud' }, description)).not.toContain('Request Options');
		expect(tab({ deployment: 'cloud' }, 'params')).toEqual(labels({ deployment: 'cloud' }));
		expect(tab({ deployment: 'cloud' }, 'settings')).toEqual(['Request Options']);
		// Its displayOptions still apply in the Settings tab.
		expect(tab({ deployment: 'selfHosted' }, 'settings')).toEqual([]);
	});

	it('adds "Custom API Call" to resource and operation only when a credential defines authenticate', () => {
		const withAuth = E.visibleOptions(
			NodeHelpers,
			node(),
			credentialTypes(true),
			{ deployment: 'cloud' } as never,
			'resource',
		).map((option: { name: string }) => option.name);
		expect(withAuth).toEqual(['Alert', 'Pipe', 'Custom API Call']);
		const withoutAuth = E.visibleOptions(
			NodeHelpers,
			node(),
			credentialTypes(false),
			{ deployment: 'cloud', resource: 'pipe' } as never,
			'operation',
		).map((option: { name: string }) => option.name);
		expect(withoutAuth).toEqual(['Start']);
		expect(E.hasCustomApiCall(node(), credentialTypes(true))).toBe(true);
	});

	it('adds no "Custom API Call" to a node whose version list is not its default version (as n8n does)', () => {
		const versioned = { ...node(), version: [1, 2], defaultVersion: 2 };
		expect(E.hasCustomApiCall(versioned, credentialTypes(true))).toBe(false);
		expect(
			E.hasCustomApiCall({ ...node(), version: 2, defaultVersion: 2 }, credentialTypes(true)),
		).toBe(true);
		expect(E.currentVersion(versioned)).toBe(2);
		expect(E.currentVersion({ ...node(), version: [1, 3] })).toBe(3);
	});

	it('enumerates every deployment x resource x operation the displayOptions allow', () => {
		const combinations = E.combinations(NodeHelpers, node()).map(
			(c: { deployment: string; resource: string; operation: string }) =>
				`${c.deployment}/${c.resource}/${c.operation}`,
		);
		expect(combinations).toEqual([
			'cloud/alert/get',
			'cloud/alert/getAll',
			'cloud/pipe/start',
			'selfHosted/alert/get',
			'selfHosted/alert/getAll',
		]);
	});

	it('finds every list-mode resource locator, also inside collections and fixed collections', () => {
		const found = E.listLocators(node().properties).map(
			(l: { path: string[]; searchListMethod: string }) =>
				`${l.path.join('.')}:${l.searchListMethod}`,
		);
		expect(found).toEqual([
			'serviceId:searchServices',
			'alertId:searchAlerts',
			'updateFields.webhookId:searchWebhooks',
			'tiles.tile.dashboardId:searchDashboards',
		]);
	});
});

describe('modeCases: what the typed modes of a picker should show', () => {
	const check = (regex: string, errorMessage: string) => [
		{ type: 'regex' as const, properties: { regex, errorMessage } },
	];
	const picker = locator('thingId', 'searchThings', {
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list' },
			{
				displayName: 'By URL',
				name: 'url',
				type: 'string',
				placeholder: 'e.g. https://app.example.com/things/abc1',
				validation: check('https?://\\S+/things/([a-z0-9]{4})', 'Not the URL of a thing'),
			},
			{
				displayName: 'ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. abcd',
				validation: check('[a-z]{4}', 'Not a valid thing ID'),
			},
			{ displayName: 'Name', name: 'name', type: 'string' },
		],
	});

	it('a refused value with the messages, and the example when its own check takes it', () => {
		expect(E.modeCases(picker)).toEqual([
			{
				mode: 'url',
				value: 'https://example.com/not-a-record',
				messages: ['Not the URL of a thing'],
			},
			{ mode: 'url', value: 'https://app.example.com/things/abc1', messages: [] },
			{ mode: 'id', value: 'not-an-id', messages: ['Not a valid thing ID'] },
			{ mode: 'id', value: 'abcd', messages: [] },
		]);
	});

	it('no case for a mode without a check, and no example that fails its own check', () => {
		const id = { ...picker.modes![2], placeholder: 'e.g. 1234' };
		expect(E.modeCases({ ...picker, modes: [picker.modes![0], id, picker.modes![3]] })).toEqual([
			{ mode: 'id', value: 'not-an-id', messages: ['Not a valid thing ID'] },
		]);
	});
});
