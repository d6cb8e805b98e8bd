import type {
	IDataObject,
	IDisplayOptions,
	INodeCredentialDescription,
	INodeProperties,
	INodePropertyMode,
} from 'n8n-workflow';
import { ID_FORMS, type IdKind } from '../api/ids';
import { KINDS, recordsOf, type KindLocator, type RecordKindName } from '../api/kindTable';

export const UUID_PLACEHOLDER = 'e.g. 6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
export const OBJECT_ID_PLACEHOLDER = 'e.g. 65f0c2a1b3d4e5f601234567';

/** The example id of a record kind, from the id-kind table, so the two never disagree. */
export function idPlaceholder(resource: RecordKindName): string {
	const { cloud, selfHosted } = recordsOf(resource).ids;
	if (cloud === selfHosted) return cloud === 'uuid' ? UUID_PLACEHOLDER : OBJECT_ID_PLACEHOLDER;
	const spelled = (kind: IdKind) => (kind === 'uuid' ? 'a UUID' : 'a 24-character object ID');
	return `Cloud: ${spelled(cloud)}; self-hosted: ${spelled(selfHosted)}`;
}

/**
 * The properties, each shown only where `show` holds besides its own conditions: the
 * `show: { ...showOnlyForIssues, returnAll: [false] }` of n8n's node templates, over a list. The
 * node's description is built with it rather than with n8n-workflow's `updateDisplayOptions`,
 * whose deep merge of each of the ~250 properties was a third of the package's cold load
 * (docs/benchmark.md, section 8). A property's own `show` never names a key added here
 * (resource, operation, body mode), so nothing needs merging; one that did would be refused
 * when the node loads, rather than have its condition silently replaced.
 */
export function showOnlyWhere(
	show: NonNullable<IDisplayOptions['show']>,
	properties: INodeProperties[],
): INodeProperties[] {
	return properties.map((property) => {
		const own = property.displayOptions?.show;
		for (const key of Object.keys(show))
			if (own?.[key] !== undefined)
				throw new Error(
					`The parameter "${property.name}" has its own "${key}" condition: write its display options out in full`,
				);
		return {
			...property,
			displayOptions: { ...property.displayOptions, show: { ...own, ...show } },
		};
	});
}

/**
 * A form's body: `specifyBody` (typed fields or JSON), `jsonBody` starting from `example` with
 * what the JSON may hold, and the typed `fields`, shown when fields are chosen.
 */
export function bodyModeProperties(
	example: IDataObject,
	jsonDescription: string,
	fields: INodeProperties[] = [],
): INodeProperties[] {
	return [
		{
			displayName: 'Specify Body',
			name: 'specifyBody',
			type: 'options',
			options: [
				{ name: 'Using Fields Below', value: 'fields' },
				{ name: 'Using JSON', value: 'json' },
			],
			default: 'fields',
			description: 'Whether to fill in typed fields or write the body as JSON',
		},
		{
			displayName: 'JSON Body',
			name: 'jsonBody',
			type: 'json',
			default: JSON.stringify(example, null, 2),
			displayOptions: { show: { specifyBody: ['json'] } },
			description: jsonDescription,
		},
		...showOnlyWhere({ specifyBody: ['fields'] }, fields),
	];
}

/** Both nodes take the credential of the chosen deployment. */
export const deploymentCredentials: INodeCredentialDescription[] = [
	{
		name: 'observabilityCloudApi',
		required: true,
		displayOptions: { show: { deployment: ['cloud'] } },
	},
	{
		name: 'observabilitySelfHostedApi',
		required: true,
		displayOptions: { show: { deployment: ['selfHosted'] } },
	},
];

export const deploymentProperty: INodeProperties = {
	displayName: 'Deployment',
	name: 'deployment',
	type: 'options',
	noDataExpression: true,
	options: [
		{
			name: 'Cloud',
			value: 'cloud',
			description: 'The managed cloud service',
		},
		{
			name: 'Self-Hosted',
			value: 'selfHosted',
			description: 'A server you run yourself',
		},
	],
	default: 'cloud',
	description:
		'Whether to connect to the managed cloud service or to a server you run yourself; each has its own credential',
};

interface LocatorOptions {
	name: string;
	displayName: string;
	/** The record's name in sentences, e.g. "alert". */
	noun: string;
	/** listSearch method of the node. */
	searchListMethod: string;
	/** Example id for the "ID" mode. */
	idPlaceholder: string;
	/** The forms the ID mode accepts (the editor refuses anything else). */
	ids?: readonly IdKind[];
	/** Whether the ID mode takes several IDs, comma-separated (a list of records). */
	several?: boolean;
	required?: boolean;
	/** The "By URL" mode, where the product's UI shows a record at a URL. */
	url?: UrlMode;
}

/**
 * A record's URL in the product's UI, the id of `idPattern`: `<any address>/<segment>/<id>`
 * (a page of the record), or `<any address>/<page>?<query>=<id>` (a page naming the record in
 * its query string).
 */
type UrlMode = ({ segment: string } | { query: string; page?: string }) & {
	/** The id's form as a regular expression source, without anchors. */
	idPattern: string;
};

/** The id forms as regular expression sources (ids.ts checks the id itself again). */
const ID_PATTERNS: Record<IdKind, string> = {
	uuid: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
	objectId: '[0-9a-fA-F]{24}',
};

const EXAMPLE_ADDRESS = 'https://observability.example.com';
const EXAMPLE_OBJECT_ID = '65f0c2a1b3d4e5f601234567';

/**
 * n8n's "By URL" mode of a record picker, under the `modes` key it goes to: the URL is checked in
 * the editor, and the id taken from it when the node runs.
 */
function urlModes(noun: string, url: UrlMode): { modes: INodePropertyMode[] } {
	const id = `(${url.idPattern})`;
	const [validation, extract, example] =
		'segment' in url
			? [
					`^https?://[^\\s]+/${url.segment}/${id}(?:[/?#].*)?$`,
					`/${url.segment}/${id}(?:[/?#]|$)`,
					`${EXAMPLE_ADDRESS}/${url.segment}/${EXAMPLE_OBJECT_ID}`,
				]
			: [
					`^https?://[^\\s?#]+\\?(?:[^\\s#]*&)?${url.query}=${id}(?:[&#].*)?$`,
					`[?&]${url.query}=${id}(?:[&#]|$)`,
					`${EXAMPLE_ADDRESS}/${url.page ?? '…'}?${url.query}=${EXAMPLE_OBJECT_ID}`,
				];
	return {
		modes: [
			{
				displayName: 'By URL',
				name: 'url',
				type: 'string',
				placeholder: `e.g. ${example}`,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: validation,
							errorMessage: `Not the URL of ${withArticle(noun)}: paste it from the browser's address bar`,
						},
					},
				],
				extractValue: { type: 'regex', regex: extract },
			},
		],
	};
}

/**
 * The ID mode's check in the editor: an ID of one of `forms`, as ids.ts takes it before sending
 * (spaces around it are trimmed); with `several`, IDs separated by commas. An empty field passes:
 * n8n's own check says a required one is missing, and an optional one may stay empty. An
 * expression is not checked in the editor (the node checks what it gives).
 */
function idValidation(
	noun: string,
	forms: readonly IdKind[],
	several = false,
): NonNullable<INodePropertyMode['validation']> {
	const one = `(?:${forms.map((form) => ID_PATTERNS[form]).join('|')})`;
	const spelled = forms.map((form) => ID_FORMS[form].spelled).join(', or ');
	return [
		{
			type: 'regex',
			properties: {
				regex: several ? `\\s*(?:${one}(?:\\s*,\\s*${one})*)?\\s*` : `\\s*${one}?\\s*`,
				errorMessage: several
					? `Not a list of ${noun} IDs: paste IDs (${spelled}) separated by commas`
					: `Not a valid ${noun} ID: paste the ID (${spelled})`,
			},
		},
	];
}

/** "an alert", "a pipe", "an API key": the article a reader expects before the noun. */
export function withArticle(noun: string): string {
	return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A record picker: searchable list, or the id typed or mapped from an expression. */
export function recordLocator(options: LocatorOptions): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: `The ${options.noun} to use`,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select ${withArticle(options.noun)}...`,
				typeOptions: { searchListMethod: options.searchListMethod, searchable: true },
			},
			...(options.url ? urlModes(options.noun, options.url).modes : []),
			{
				displayName: 'ID',
				name: 'id',
				type: 'string',
				placeholder: options.idPlaceholder,
				...(options.ids
					? { validation: idValidation(options.noun, options.ids, options.several) }
					: {}),
			},
		],
	};
}

/** The record picker of a kind, as the record-kind table describes it (parameter, words, list search, id form). */
export function kindLocator(kind: RecordKindName, several = false): INodeProperties {
	const { label, one, records } = KINDS[kind];
	const url = kindUrl(kind);
	return recordLocator({
		name: records.locator.parameter,
		displayName: label,
		noun: one,
		searchListMethod: records.locator.search,
		idPlaceholder: idPlaceholder(kind),
		ids: kindIdForms(kind),
		several,
		...(url ? { url } : {}),
	});
}

/** The id forms of a kind's records on its deployments (one form when both use the same). */
export function kindIdForms(kind: RecordKindName): IdKind[] {
	const { ids } = recordsOf(kind);
	return [...new Set([ids.cloud, ids.selfHosted])];
}

/**
 * Several records of a kind, each chosen with the kind's record picker (From List or By ID): a
 * fixed collection whose entries hold one resource locator, as n8n's own nodes offer several
 * records. Its value is `{<kind>: [{<picker>: {__rl, mode, value}}]}`; `listedIds` of
 * `nodes/shared/input/listedIds.ts` reads it, and an ID expression in an entry may give
 * several records, comma-separated or as a list.
 */
export function kindLocatorList(
	kind: RecordKindName,
	{ name, displayName, description }: { name: string; displayName: string; description: string },
): INodeProperties {
	const { label, one } = KINDS[kind];
	return {
		displayName,
		name,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: `Add ${label}`,
		default: {},
		description,
		options: [
			{
				displayName: label,
				name: kind,
				values: [
					{
						...kindLocator(kind, true),
						description: `The ${one} to add; an ID expression may give several, comma-separated`,
					},
				],
			},
		],
	};
}

/**
 * The "By URL" mode of a kind whose records the product's UI shows at a URL (record-kind table:
 * `uiSegment` or `uiQuery`); test/unit/pickerModes.test.ts lists the kinds without one, and why.
 */
export function kindUrl(kind: RecordKindName): UrlMode | undefined {
	const locator: KindLocator = KINDS[kind].records.locator;
	const idPattern = kindIdForms(kind)
		.map((form) => ID_PATTERNS[form])
		.join('|');
	if (locator.uiSegment) return { segment: locator.uiSegment, idPattern };
	if (locator.uiQuery)
		return {
			query: locator.uiQuery,
			...(locator.uiPage ? { page: locator.uiPage } : {}),
			idPattern,
		};
	return undefined;
}

/** The organization picker of the cloud scope; each node adds when it shows. */
export const organizationLocator = kindLocator('organization');

/** The service picker of the cloud scope (its list depends on the organization). */
export const serviceLocator = kindLocator('service');

/**
 * n8n's Simplify switch, as both nodes show it, on by default as n8n's own nodes have it. What
 * "simplified" means for each record kind lives beside its operations (docs/architecture.md,
 * "Simplify").
 */
export const simplifyProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};
