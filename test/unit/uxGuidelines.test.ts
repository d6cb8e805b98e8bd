import { builtNodes } from '../support/builtNodes';
import type { KindName } from '../../nodes/shared/api/kindTable';
import { fieldOptions } from '../../nodes/ObservabilityPipes/actions/framework/resourceDescription';
import {
	eachProperty,
	LIMIT_DEFAULT,
	TOOLTIP_LIMIT,
	labelProblem,
	titleCaseProblem,
	UX_CHECKS,
	uxFindings,
	type DescribedNode,
	type DescribedProperty,
} from '../support/uxChecks';

/**
 * The rules of n8n's UX guidelines a program can check (test/support/uxChecks.ts), over the
 * built descriptions of the three nodes (dist/, what n8n loads): every property, option and
 * text, nested fields included. A new property that breaks one fails here, naming the node, the
 * property and the text. Each check is shown to find a violation planted in it. What only
 * judgment can tell (is a text clear, is a default sensible) has no test, and the package
 * claims nothing about it.
 */
const nodes = builtNodes();

describe("n8n's UX guidelines, mechanically", () => {
	it.each(nodes.map((node) => [node.name, node] as const))('%s: no finding', (_, node) => {
		expect(uxFindings(node)).toEqual([]);
	});

	it('walks every property: nested fields of collections and fixed collections too', () => {
		let seen = 0;
		for (const node of nodes) eachProperty(node, () => seen++);
		// The action node alone has several hundred; a walk that stopped at the top level would see far fewer.
		expect(seen).toBeGreaterThan(600);
	});
});

describe('Output (AI tools)', () => {
	it('nothing needs n8n to know `@tool` to be shown (n8n 1.85, the minimum, does not): Simplify is hidden for tools, not shown for non-tools', () => {
		for (const node of nodes)
			eachProperty(node, (property, where) => {
				const show = (property.displayOptions as { show?: Record<string, unknown[]> } | undefined)
					?.show;
				if (show?.['@tool']) expect([where, show['@tool']]).toEqual([where, [true]]);
			});
		const simplify = nodes
			.find((node) => node.name === 'observabilityPipes')!
			.properties.filter((property) => property.name === 'simplify');
		expect(
			simplify.filter(
				(property) =>
					(property.displayOptions as { hide?: Record<string, unknown[]> }).hide?.['@tool']?.[0] ===
					true,
			).length,
		).toBeGreaterThan(0);
	});

	const action = nodes.find((node) => node.name === 'observabilityPipes')!;
	const shows = (property: DescribedProperty) =>
		(property.displayOptions as { show?: Record<string, unknown[]> } | undefined)?.show ?? {};

	it("every Get and Get Many offers Output, and its Selected Fields offer the kind's fields (kindTable.ts: records.fields)", () => {
		const outputs = action.properties.filter(
			(property) => property.name === 'output' && shows(property)['@tool'],
		);
		const fields = action.properties.filter((property) => property.name === 'fields');
		const operationsOf = (properties: DescribedProperty[]) =>
			properties.flatMap((property) =>
				(shows(property).resource ?? []).flatMap((resource) =>
					(shows(property).operation ?? []).map((operation) => `${resource}.${operation}`),
				),
			);
		const reads = action.properties
			.filter((property) => property.name === 'operation')
			.flatMap((property) =>
				(shows(property).resource ?? []).flatMap((resource) =>
					(property.options ?? [])
						.map((option) => (option as { value: unknown }).value)
						.filter((value) => value === 'get' || value === 'getAll')
						.map((value) => `${resource}.${value}`),
				),
			)
			// A resource with an operation of one deployment has one dropdown per deployment.
			.filter((read, index, all) => all.indexOf(read) === index)
			.sort();
		expect(operationsOf(outputs).sort()).toEqual(reads);
		expect(operationsOf(fields).sort()).toEqual(reads);
		// Each offers its kind's fields, every one of them (a kind of few fields offers few).
		for (const property of fields) {
			const [resource] = shows(property).resource as KindName[];
			const offered = (property.options ?? []).map(
				(option) => (option as { value: unknown }).value,
			);
			expect([resource, offered]).toEqual([
				resource,
				fieldOptions(resource).map((option) => option.value),
			]);
			expect(offered.length).toBeGreaterThan(0);
		}
	});
});

/** A node holding only the given properties. */
const nodeWith = (...properties: DescribedProperty[]): DescribedNode => ({
	name: 'planted',
	properties,
});
const text = (extra: Partial<DescribedProperty> = {}): DescribedProperty => ({
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	...extra,
});

/** One planted violation per check, and the same property written right: the check tells them apart. */
const PLANTED: Record<keyof typeof UX_CHECKS, [DescribedNode, DescribedNode]> = {
	optionLabels: [
		nodeWith({
			displayName: 'Iterator Type',
			name: 'iteratorType',
			type: 'options',
			options: [{ name: 'TRIM_HORIZON', value: 'TRIM_HORIZON' }],
		}),
		nodeWith({
			displayName: 'Iterator Type',
			name: 'iteratorType',
			type: 'options',
			options: [{ name: 'Trim Horizon', value: 'TRIM_HORIZON' }],
		}),
	],
	placeholders: [
		nodeWith(text({ placeholder: 'checkout' })),
		nodeWith(text({ placeholder: 'e.g. checkout' })),
	],
	quotedNames: [
		nodeWith(text({ description: 'Used when "Return All" is off' })),
		nodeWith(text({ description: "Used when 'Return All' is off" })),
	],
	booleans: [
		nodeWith({ ...text(), type: 'boolean', default: false, description: 'Return all results' }),
		nodeWith({
			...text(),
			type: 'boolean',
			default: false,
			description: 'Whether to return all results',
		}),
	],
	limits: [
		nodeWith({ ...text(), name: 'limit', type: 'number', default: 100 }),
		nodeWith({ ...text(), name: 'limit', type: 'number', default: LIMIT_DEFAULT }),
	],
	tooltips: [
		nodeWith(text({ description: 'x'.repeat(TOOLTIP_LIMIT + 1) })),
		nodeWith(text({ description: 'x'.repeat(TOOLTIP_LIMIT) })),
	],
	tooltipPeriods: [
		nodeWith(text({ description: 'The name of the record.' })),
		nodeWith(text({ description: 'The name of the record. It is shown in lists.' })),
	],
	actions: [
		nodeWith({
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			options: [{ name: 'Create', value: 'create', action: 'Create an alert' }],
		}),
		nodeWith({
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			options: [{ name: 'Create', value: 'create', action: 'Create alert' }],
		}),
	],
	subtitle: [
		{ name: 'planted', subtitle: '=Alert notifications', properties: [] },
		{ name: 'planted', subtitle: '=Alert Notifications', properties: [] },
	],
	triggerOn: [
		nodeWith({
			displayName: 'Trigger On',
			name: 'event',
			type: 'options',
			description: 'Which event starts the workflow',
			options: [],
		}),
		nodeWith({ displayName: 'Trigger On', name: 'event', type: 'options', options: [] }),
	],
	bareNames: [
		nodeWith(
			text({ displayName: 'Threshold', name: 'threshold' }),
			text({
				displayName: 'Threshold Max',
				description: 'Must be greater than or equal to Threshold',
			}),
		),
		nodeWith(
			text({ displayName: 'Threshold', name: 'threshold' }),
			text({
				displayName: 'Threshold Max',
				description: "Must be greater than or equal to 'Threshold'",
			}),
		),
	],
	repositoryPaths: [
		nodeWith(text({ description: 'The fields of a filter (docs/filters.md lists them)' })),
		nodeWith(text({ description: "The fields of a filter: 'type', 'name' and 'expression'" })),
	],
	httpDetails: [
		nodeWith(text({ description: 'The server refuses (409) while an alert notifies it' })),
		nodeWith(text({ description: 'The deletion is refused while an alert notifies it' })),
	],
	rawValues: [
		nodeWith(
			{
				displayName: 'Authentication',
				name: 'authentication',
				type: 'options',
				default: 'IAM_USER',
				options: [{ name: 'IAM User', value: 'IAM_USER' }],
				description: 'How the pipe signs in',
			},
			text({ description: 'Secret of the access key (authentication IAM_USER)' }),
		),
		nodeWith(
			{
				displayName: 'Authentication',
				name: 'authentication',
				type: 'options',
				default: 'IAM_USER',
				options: [{ name: 'IAM User', value: 'IAM_USER' }],
				description: 'How the pipe signs in',
			},
			text({ description: "Secret of the access key (for 'Authentication' IAM User)" }),
		),
	],
	labels: [
		nodeWith({ ...text(), displayName: 'Timeout (Ms)', name: 'timeout', type: 'number' }),
		nodeWith({ ...text(), displayName: 'Timeout (Milliseconds)', name: 'timeout', type: 'number' }),
	],
	oneMeaning: [
		nodeWith(
			{ ...text(), displayName: 'Filters', name: 'filters', type: 'collection', options: [] },
			{ ...text(), displayName: 'Filters', name: 'filters', type: 'json' },
		),
		nodeWith(
			{ ...text(), displayName: 'Filters', name: 'filters', type: 'collection', options: [] },
			{ ...text(), displayName: 'Dashboard Filters', name: 'filters', type: 'json' },
		),
	],
	locators: [
		nodeWith(text({ displayName: 'Other Webhook IDs', name: 'otherWebhookIds' })),
		nodeWith({
			...text({ displayName: 'Webhook', name: 'webhookId' }),
			type: 'resourceLocator',
			default: { mode: 'list', value: '' },
			modes: [
				{ displayName: 'From List', name: 'list', type: 'list' },
				{ displayName: 'By ID', name: 'id', type: 'string' },
			],
		}),
	],
	repeatedLabels: [
		nodeWith({
			displayName: 'Compression',
			name: 'compression',
			type: 'options',
			options: [
				{ name: 'Brotli', value: 'br' },
				{ name: 'Brotli', value: 'brotli' },
			],
		}),
		nodeWith({
			displayName: 'Compression',
			name: 'compression',
			type: 'options',
			options: [{ name: 'Brotli', value: 'brotli' }],
		}),
	],
	acronymLabels: [
		nodeWith(text({ displayName: 'Webhook Url', name: 'url' })),
		nodeWith(text({ displayName: 'Webhook URL', name: 'url' })),
	],
	acronymTexts: [
		nodeWith(text({ description: 'The Id of the alert' })),
		nodeWith(text({ description: 'The ID of the alert' })),
	],
	mechanics: [
		nodeWith(text({ description: 'Only alerts of this name. The node reads the whole list.' })),
		nodeWith(text({ description: 'Only alerts of this name; if empty, all the alerts' })),
	],
	sortedCollections: [
		nodeWith({
			...text({ displayName: 'Update Fields', name: 'updateFields' }),
			type: 'collection',
			options: [text({ displayName: 'Webhook Type' }), text({ displayName: 'URL' })],
		}),
		nodeWith({
			...text({ displayName: 'Update Fields', name: 'updateFields' }),
			type: 'collection',
			options: [text({ displayName: 'URL' }), text({ displayName: 'Webhook Type' })],
		}),
	],
	pascalCaseWords: [
		nodeWith(text({ description: 'Until the pipe is Running or InternalError' })),
		nodeWith(text({ description: 'Until the pipe is Running or Internal Error' })),
	],
	apiSpellings: [
		nodeWith(text({ description: 'How often the alert is evaluated (30s on the cloud)' })),
		nodeWith(text({ description: 'How often the alert is evaluated (30 seconds on the cloud)' })),
	],
	terms: [
		nodeWith(text({ description: 'E-mail addresses the alert also notifies' })),
		nodeWith(text({ description: 'Email addresses the alert also notifies' })),
	],
	selectedFieldLabels: [
		nodeWith(text({ displayName: 'Watched Item', name: 'source' }), {
			...text({ displayName: 'Fields', name: 'fields' }),
			type: 'multiOptions',
			options: [{ name: 'Source', value: 'source' }],
		}),
		nodeWith(text({ displayName: 'Watched Item', name: 'source' }), {
			...text({ displayName: 'Fields', name: 'fields' }),
			type: 'multiOptions',
			options: [{ name: 'Watched Item', value: 'source' }],
		}),
	],
	locatorModes: [
		nodeWith({
			...text({ displayName: 'Activity', name: 'activityId' }),
			type: 'resourceLocator',
			modes: [{ displayName: 'By ID', name: 'id', type: 'string' }],
		}),
		nodeWith({
			...text({ displayName: 'Activity', name: 'activityId' }),
			type: 'resourceLocator',
			modes: [{ displayName: 'ID', name: 'id', type: 'string' }],
		}),
	],
	requiredInCollections: [
		nodeWith({
			...text({ displayName: 'Additional Fields', name: 'additionalFields' }),
			type: 'collection',
			options: [text({ displayName: 'Topics', name: 'topics', required: true })],
		}),
		nodeWith({
			...text({ displayName: 'Additional Fields', name: 'additionalFields' }),
			type: 'collection',
			options: [text({ displayName: 'Topics', name: 'topics' })],
		}),
	],
	pointsInTime: [
		nodeWith(text({ displayName: 'Offset Timestamp', name: 'offsetTimestamp' })),
		nodeWith({
			...text({ displayName: 'Offset Timestamp', name: 'offsetTimestamp' }),
			type: 'dateTime',
		}),
	],
};

describe('each check reports a planted violation', () => {
	it.each(Object.keys(PLANTED) as Array<keyof typeof UX_CHECKS>)('%s', (check) => {
		const [bad, good] = PLANTED[check];
		expect(UX_CHECKS[check](bad)).toHaveLength(1);
		expect(UX_CHECKS[check](good)).toEqual([]);
	});

	it('finds a violation nested in a fixed collection of a collection', () => {
		const nested = nodeWith({
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			options: [
				{
					displayName: 'Sort',
					name: 'sort',
					type: 'fixedCollection',
					placeholder: 'Add Sort Rule',
					default: {},
					options: [
						{
							displayName: 'Property',
							name: 'property',
							values: [{ ...text(), type: 'boolean', description: 'Sort descending' }],
						},
					],
				},
			],
		});
		expect(UX_CHECKS.booleans(nested)).toEqual([
			expect.objectContaining({
				where: 'planted > Options (options) > Sort (sort) > Property > Name (name)',
			}),
		]);
	});

	it('a planted check covers every check there is', () => {
		expect(Object.keys(PLANTED).sort()).toEqual(Object.keys(UX_CHECKS).sort());
	});
});

describe('Title Case of labels', () => {
	it.each([
		['IAM Role', undefined],
		['CDC Only', undefined],
		['5 Minutes', undefined],
		['Below or Equal', undefined],
		['SCRAM-SHA-256', undefined],
		['MergeTree', undefined],
		['IAM_ROLE', 'an underscore (a raw API value)'],
		['gzip', '"gzip" starts in lower case'],
		['5m', '"5m" is a raw API value (write "5 Minutes", not "5m")'],
		['LATEST', '"LATEST" is in capitals (a raw API value?)'],
	])('%s', (label, problem) => {
		expect(titleCaseProblem(label)).toBe(problem);
	});

	it.each([
		['CA Certificate', undefined],
		['Incident.io', undefined],
		['Gzip', undefined],
		['Soft Deleted', undefined],
		['Gz', '"Gz" is a cut word (write it out)'],
		['Br', '"Br" is a cut word (write it out)'],
		['Timeout (Ms)', '"Ms" is a cut word (write it out)'],
		['Softdeleted', '"Softdeleted" runs words together'],
	])('readable: %s', (label, problem) => {
		expect(labelProblem(label)).toBe(problem);
	});
});

describe('a locator that lists starts in From List', () => {
	it('a locator whose default mode is By ID while it has a list is a finding', () => {
		const locator = (mode: string): DescribedProperty => ({
			...text({ displayName: 'Activity', name: 'activityId' }),
			type: 'resourceLocator',
			default: { mode, value: '' },
			modes: [
				{ displayName: 'From List', name: 'list', type: 'list' },
				{ displayName: 'By ID', name: 'id', type: 'string' },
			],
		});
		expect(UX_CHECKS.locators(nodeWith(locator('id')))).toHaveLength(1);
		expect(UX_CHECKS.locators(nodeWith(locator('list')))).toEqual([]);
	});

	it('older versions keep their typed ID fields (their saved workflows were made with them), the newest may not', () => {
		const typed = text({ displayName: 'Webhook ID', name: 'webhookId' });
		const versions = (...properties: DescribedProperty[]): DescribedNode => ({
			...nodeWith(...properties),
			version: [1, 2, 3],
		});
		for (const older of [{ show: { '@version': [1] } }, { show: { '@version': [1, 2] } }])
			expect(UX_CHECKS.locators(versions({ ...typed, displayOptions: older }))).toEqual([]);
		expect(UX_CHECKS.locators(versions(typed))).toHaveLength(1);
		expect(
			UX_CHECKS.locators(versions({ ...typed, displayOptions: { hide: { '@version': [1, 2] } } })),
		).toHaveLength(1);
		// Shown for version 1 only, in a node whose only version is 1: the newest, so checked.
		expect(
			UX_CHECKS.locators(nodeWith({ ...typed, displayOptions: { show: { '@version': [1] } } })),
		).toHaveLength(1);
		// What an older version's collection holds is that version's too.
		const collection = (displayOptions: object): DescribedProperty => ({
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			default: {},
			displayOptions,
			options: [text({ displayName: 'Other Webhook IDs', name: 'otherWebhookIds' })],
		});
		expect(UX_CHECKS.locators(versions(collection({ show: { '@version': [1, 2] } })))).toEqual([]);
		expect(UX_CHECKS.locators(versions(collection({ hide: { '@version': [1, 2] } })))).toHaveLength(
			1,
		);
	});

	it("the action node's forms: a comma-separated ID text planted among them is a finding", () => {
		const action = nodes.find((node) => node.name === 'observabilityPipes')!;
		expect(action.version).toBe(1);
		expect(UX_CHECKS.locators(action)).toEqual([]);
		const planted = JSON.parse(JSON.stringify(action)) as DescribedNode;
		const typedIds = {
			displayName: 'Additional Webhook IDs',
			name: 'additionalWebhookIds',
			type: 'string',
			default: '',
		};
		// Into the form of Alert: Create, in place of its webhook pickers.
		const alertCreate = planted.properties.find(
			(property) =>
				property.name === 'additionalFields' &&
				JSON.stringify(property.displayOptions).includes('"resource":["alert"]'),
		)!;
		alertCreate.options = (alertCreate.options ?? []).map((entry) =>
			(entry as DescribedProperty).name === 'additionalWebhookIds' ? typedIds : entry,
		);
		expect(UX_CHECKS.locators(planted)).toEqual([
			expect.objectContaining({
				rule: 'record IDs as resource locators',
				where: expect.stringContaining(
					'Additional Fields (additionalFields) > Additional Webhook IDs',
				),
			}),
		]);
	});
});

describe('one term for one thing, within a version', () => {
	const sort = (name: string, type: string, displayOptions?: object): DescribedProperty => ({
		displayName: 'Sort',
		name,
		type,
		default: {},
		...(displayOptions ? { displayOptions } : {}),
	});
	const versions = (...properties: DescribedProperty[]): DescribedNode => ({
		...nodeWith(...properties),
		version: [1, 2, 3],
	});

	it('a label that passes to another parameter in a new version is one meaning in each', () => {
		expect(
			UX_CHECKS.oneMeaning(
				versions(
					sort('sort', 'fixedCollection', { show: { '@version': [1, 2] } }),
					sort('orderBy', 'fixedCollection', { hide: { '@version': [1, 2] } }),
				),
			),
		).toEqual([]);
		expect(
			UX_CHECKS.oneMeaning(
				versions(
					sort('sort', 'string', { show: { '@version': [1] } }),
					sort('sort', 'fixedCollection', { hide: { '@version': [1] } }),
				),
			),
		).toEqual([]);
	});

	it('two meanings a version shows together are a finding', () => {
		expect(
			UX_CHECKS.oneMeaning(
				versions(
					sort('sort', 'fixedCollection', { show: { '@version': [1, 2] } }),
					sort('orderBy', 'fixedCollection', { hide: { '@version': [1] } }),
				),
			),
		).toHaveLength(1);
		expect(
			UX_CHECKS.oneMeaning(
				versions(
					sort('sort', 'string', { show: { '@version': [1, 2] } }),
					sort('sort', 'fixedCollection'),
				),
			),
		).toHaveLength(1);
	});
});

/** A copy of a built node (plain JSON), so a plant changes nothing else. */
const copyOf = (name: string): DescribedNode =>
	JSON.parse(JSON.stringify(nodes.find((node) => node.name === name))) as DescribedNode;
const ACTION = 'observabilityPipes';
const findingsWith = (
	check: keyof typeof UX_CHECKS,
	...properties: DescribedProperty[]
): string[] => {
	const planted = copyOf(ACTION);
	planted.properties.push(...properties);
	return UX_CHECKS[check](planted).map((finding) => `${finding.where}: ${finding.text}`);
};

describe('each check over the real action node finds a violation planted among its properties', () => {
	it.each(Object.keys(PLANTED) as Array<keyof typeof UX_CHECKS>)('%s', (check) => {
		const [bad] = PLANTED[check];
		const planted = copyOf(ACTION);
		expect(UX_CHECKS[check](planted)).toEqual([]);
		if (bad.subtitle !== undefined) planted.subtitle = bad.subtitle;
		planted.properties.push(...bad.properties);
		expect(UX_CHECKS[check](planted)).toHaveLength(1);
	});
});

describe('one label once in one list', () => {
	const twice = (type: string): DescribedProperty => {
		const fields = [text({ displayName: 'Host' }), text({ displayName: 'Host', name: 'host2' })];
		if (type === 'fixedCollection')
			return {
				...text({ displayName: 'Planted', name: 'planted' }),
				type,
				options: [{ displayName: 'Entry', name: 'entry', values: fields }],
			};
		if (type === 'collection')
			return { ...text({ displayName: 'Planted', name: 'planted' }), type, options: fields };
		return {
			...text({ displayName: 'Planted', name: 'planted' }),
			type,
			options: [
				{ name: 'Host', value: 'host' },
				{ name: 'Host', value: 'hostname' },
			],
		};
	};

	it.each(['options', 'multiOptions', 'collection', 'fixedCollection'])(
		'finds a label twice in one %s, nested in a collection of the real node',
		(type) => {
			const nested: DescribedProperty = {
				...text({ displayName: 'Outer', name: 'outer' }),
				type: 'collection',
				options: [twice(type)],
			};
			expect(findingsWith('repeatedLabels', nested)).toEqual([
				expect.stringMatching(/Outer \(outer\) > Planted \(planted\)( > Entry)?: "Host" 2 times$/),
			]);
		},
	);

	it('finds two groups of one label in a fixed collection', () => {
		const groups: DescribedProperty = {
			...text({ displayName: 'Planted', name: 'planted' }),
			type: 'fixedCollection',
			options: [
				{ displayName: 'Entry', name: 'a', values: [] },
				{ displayName: 'Entry', name: 'b', values: [] },
			],
		};
		expect(findingsWith('repeatedLabels', groups)).toHaveLength(1);
	});
});

describe('acronyms in capitals, by the list of the label maker (labels.ts ACRONYMS)', () => {
	it.each(['Url', 'Id', 'Ip', 'Mfa', 'Saml', 'Gpt', 'Gb', 'Ids', 'Urls', 'Json', 'Sso'])(
		'finds "%s" as a word in a label, an option and a text',
		(word) => {
			const dropdown: DescribedProperty = {
				...text({ displayName: 'Planted', name: 'planted' }),
				type: 'options',
				options: [{ name: `Replica ${word} Limit`, value: 'x' }],
			};
			expect(
				findingsWith('acronymLabels', text({ displayName: `Allowed ${word}`, name: 'p' })),
			).toHaveLength(1);
			expect(findingsWith('acronymLabels', dropdown)).toHaveLength(1);
			expect(
				findingsWith('acronymTexts', text({ description: `The ${word} of the alert` })),
			).toHaveLength(1);
		},
	);

	it('takes the acronyms in capitals and a value in lower case as the API takes it', () => {
		expect(findingsWith('acronymLabels', text({ displayName: 'Allowed IPs', name: 'p' }))).toEqual(
			[],
		);
		expect(
			findingsWith('acronymTexts', text({ description: "The language ('sql' or 'lucene')" })),
		).toEqual([]);
	});
});

describe("texts say the effect, not the node's or the server's mechanics", () => {
	it.each([
		'Only alerts of this name. The node reads the whole list to find them.',
		'The node checks the value first',
		'Whether to send a JSON body (checked by the node before sending)',
		'The API replaces the whole alert, so the node reads it first',
		'Empty: the server answers with its default',
		'The node sends it as tag:Name=value',
		'Kind of the metric; not sent when not set',
		'Access key of the source; sent on create and update, never returned',
		'Every activity of the window is read, then only these are returned',
		'Whether to return every row (the server pages to at most 12,000)',
	])('finds: %s', (description) => {
		expect(findingsWith('mechanics', text({ description }))).toHaveLength(1);
		// In a hint, a placeholder or a notice too.
		expect(findingsWith('mechanics', text({ hint: description }))).toHaveLength(1);
		expect(
			findingsWith('mechanics', { ...text({ displayName: description }), type: 'notice' }),
		).toHaveLength(1);
	});

	it.each([
		'If empty, all the records will be returned',
		'Only the fields to change; fields left out keep their values',
		'Replaces every tile of the dashboard: the service deletes the alerts of tiles left out',
		'Headers sent with every notification (not for chat services)',
	])('takes a fact the user needs: %s', (description) => {
		expect(findingsWith('mechanics', text({ description }))).toEqual([]);
	});
});

describe('one spelling of a term', () => {
	it.each([
		['E-mail addresses the alert notifies', 'e-mail'],
		['Deprecated by the service in favour of replicas', 'favour'],
	])('finds: %s', (description, word) => {
		const findings = UX_CHECKS.terms(nodeWith(text({ description })));
		expect(findings).toHaveLength(1);
		expect(findings[0].text.toLowerCase()).toContain(word);
	});
});

describe('collections sorted by label', () => {
	it("finds Webhook: Update's old order planted into the real node; the built form is sorted", () => {
		const planted = copyOf(ACTION);
		const webhookUpdate = planted.properties.find(
			(property) =>
				property.name === 'updateFields' &&
				JSON.stringify(property.displayOptions).includes('"resource":["webhook"]'),
		)!;
		const labels = (webhookUpdate.options as DescribedProperty[]).map((field) => field.displayName);
		expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
		expect(labels.slice(-2)).toEqual(['URL', 'Webhook Type']);
		webhookUpdate.options = [...(webhookUpdate.options ?? [])].reverse();
		expect(UX_CHECKS.sortedCollections(planted)).toEqual([
			expect.objectContaining({ where: 'observabilityPipes > Update Fields (updateFields)' }),
		]);
	});

	it('finds the groups of a fixed collection out of order', () => {
		const groups: DescribedProperty = {
			...text({ displayName: 'Planted', name: 'planted' }),
			type: 'fixedCollection',
			options: [
				{ displayName: 'Table', name: 'table', values: [] },
				{ displayName: 'Column', name: 'column', values: [] },
			],
		};
		expect(findingsWith('sortedCollections', groups)).toHaveLength(1);
	});
});

describe('no API spellings in texts', () => {
	it.each([
		['InternalError', 'pascalCaseWords', 'Until the pipe is Running or InternalError'],
		['a column name', 'pascalCaseWords', 'Grouped by ServiceName'],
		['30s', 'apiSpellings', 'How often the alert is evaluated (30s: cloud teams)'],
		['(cdc)', 'apiSpellings', 'Change data capture after a snapshot (cdc), or changes only'],
		['tag:Name=value', 'apiSpellings', 'Only entities with these tags, as tag:Name=value'],
		['9007199254740991', 'apiSpellings', 'Whole numbers beyond 9007199254740991 stay texts'],
		['3600000', 'apiSpellings', 'In milliseconds (100-3600000)'],
	] as const)('finds %s', (_, check, description) => {
		// `cdc` is a value of the real node's Replication Mode, whose label is "CDC".
		expect(findingsWith(check, text({ description }))).toHaveLength(1);
	});

	it.each([
		['a product term', 'pascalCaseWords', 'Metrics read with PromQL'],
		['a unit', 'pascalCaseWords', 'In bytes (500 MiB to 10 GiB)'],
		['a JSON field', 'pascalCaseWords', 'name and sourceId required'],
		['thousands separators', 'apiSpellings', 'In milliseconds (100-3,600,000)'],
		['a JSON example', 'apiSpellings', 'Such as {"interval": "30s"}'],
		['a word in parentheses', 'apiSpellings', 'A date (picked) or epoch milliseconds'],
	] as const)('takes %s', (_, check, description) => {
		expect(findingsWith(check, text({ description }))).toEqual([]);
	});

	it('reads no placeholder: an example of what to type is typed as the API takes it', () => {
		expect(findingsWith('pascalCaseWords', text({ placeholder: 'e.g. ServiceName' }))).toEqual([]);
	});
});

describe("parameter names in 'single quotes', after '(' and ';' too", () => {
	it.each([
		'Upper end of the range (Threshold included)',
		'Upper end of the range; Threshold is the lower end',
		'Upper end of the range, above Threshold',
	])('finds: %s', (description) => {
		expect(
			findingsWith(
				'bareNames',
				text({ displayName: 'Planted Max', name: 'plantedMax', description }),
			).filter((finding) => finding.includes('Threshold:')),
		).toHaveLength(1);
	});

	it('takes the name quoted, and at the start of a sentence', () => {
		expect(
			findingsWith(
				'bareNames',
				text({
					displayName: 'Planted Max',
					name: 'plantedMax',
					description: "Upper end of the range ('Threshold' included). Threshold is lower.",
				}),
			),
		).toEqual([]);
	});
});
