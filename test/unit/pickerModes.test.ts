import { hasIdForm } from '../../nodes/shared/api/ids';
import { KINDS, RECORD_KINDS, type RecordKindName } from '../../nodes/shared/api/kindTable';
import { kindIdForms } from '../../nodes/shared/editor/properties';
import { describedNodes } from './nodeDescriptions';
import { eachProperty, type DescribedNode, type DescribedProperty } from '../support/uxChecks';

/**
 * The record kinds whose pickers have no "By URL" mode, and why: the product shows no page of
 * one such record. The self-hosted web app has pages of one dashboard, alert and saved search
 * (path) and of the events of one source or the database of one connection (query); it lists
 * webhooks, team members and invitations only on its team page. The cloud documents give no
 * address of the cloud console. The tests below hold this list to the pickers of the built node.
 */
const WITHOUT_RECORD_URL = {
	apiKey: 'the cloud documents give no console address',
	organization: 'the cloud documents give no console address',
	pipe: 'the cloud documents give no console address',
	reversePrivateEndpoint: 'the cloud documents give no console address',
	service: 'the cloud documents give no console address',
	teamInvitation:
		"the web app lists invitations on its team page only; an invitation's link holds a token, not its ID",
	teamMember: 'the web app lists members on its team page only',
	webhook: 'the web app lists webhooks on its team page only',
} as const satisfies Partial<Record<RecordKindName, string>>;

/**
 * Every record picker of the built nodes (issue 45, item 7): an ID mode whose editor check takes
 * exactly the IDs the node takes before sending (ids.ts), and a By URL mode wherever the product
 * shows the record at an address; the kinds without one are WITHOUT_RECORD_URL, with the reason.
 * n8n runs a mode's check as `^<regex>$` (n8n-workflow's validateResourceLocatorParameter), and
 * takes the ID out of a URL with the first group of `extractValue`.
 */
interface Mode {
	name: string;
	placeholder?: string;
	validation?: Array<{ type: string; properties: { regex: string; errorMessage: string } }>;
	extractValue?: { type: string; regex: string };
}

const nodes = Object.values(describedNodes()).map(
	(entry) => (entry as { description: DescribedNode }).description,
);
const kindOf = new Map(
	RECORD_KINDS.map((kind) => [KINDS[kind].records.locator.parameter as string, kind]),
);

/** Every picker of a record kind in the built nodes, with where it is. */
const pickers: Array<[string, RecordKindName, DescribedProperty]> = [];
for (const node of nodes)
	eachProperty(node, (property, where) => {
		const kind = kindOf.get(property.name);
		if (property.type === 'resourceLocator' && kind) pickers.push([where, kind, property]);
	});

const modeOf = (property: DescribedProperty, name: string) =>
	((property.modes ?? []) as Mode[]).find((mode) => mode.name === name);
const passes = (mode: Mode, value: string) =>
	(mode.validation ?? []).every(({ properties }) =>
		new RegExp(`^${properties.regex}$`).test(value),
	);
const messages = (mode: Mode) => (mode.validation ?? []).map((v) => v.properties.errorMessage);

const SAMPLES = {
	objectId: '65F0C2A1B3D4E5F601234567',
	uuid: '6f1c2d3e-4b5a-4c6d-8e7f-0123456789AB',
} as const;
/** Texts that are no ID of any form, and near misses of each form. */
const NOT_IDS = [
	'logs',
	'65f0c2a1b3d4e5f60123456',
	'65f0c2a1b3d4e5f6012345678',
	'65f0c2a1b3d4e5f60123456g',
	'6f1c2d3e4b5a4c6d8e7f0123456789ab',
	'6f1c2d3e-4b5a-4c6d-8e7f-0123456789a',
	'{6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab}',
	'65f0c2a1b3d4e5f601234567 x',
];

describe('record pickers: ID and URL modes', () => {
	it('finds the pickers of every record kind in the built nodes', () => {
		expect(new Set(pickers.map(([, kind]) => kind))).toEqual(new Set(RECORD_KINDS));
	});

	it('every record kind has a record URL or an entry in WITHOUT_RECORD_URL, not both, with a reason', () => {
		for (const kind of RECORD_KINDS) {
			const { uiSegment, uiQuery } = KINDS[kind].records.locator as {
				uiSegment?: string;
				uiQuery?: string;
			};
			const listed = kind in WITHOUT_RECORD_URL;
			expect([kind, Boolean(uiSegment || uiQuery)]).toEqual([kind, !listed]);
		}
		for (const [kind, reason] of Object.entries(WITHOUT_RECORD_URL)) {
			expect(RECORD_KINDS).toContain(kind);
			expect(reason.length).toBeGreaterThan(10);
		}
	});

	it.each(pickers)(
		'%s (%s): the ID mode takes the IDs the node takes, and no other',
		(_, kind, picker) => {
			const id = modeOf(picker, 'id')!;
			expect(id.validation).toHaveLength(1);
			const forms = kindIdForms(kind);
			for (const form of ['objectId', 'uuid'] as const) {
				const sample = SAMPLES[form];
				expect([form, passes(id, sample), passes(id, `  ${sample} `)]).toEqual([
					form,
					forms.includes(form),
					forms.includes(form),
				]);
				expect(forms.some((own) => hasIdForm(sample, own))).toBe(forms.includes(form));
			}
			// empty passes: n8n's own check says a required picker is missing; an optional one may stay empty
			expect(passes(id, '')).toBe(true);
			for (const text of NOT_IDS) {
				expect([text, passes(id, text)]).toEqual([text, false]);
				expect(forms.some((own) => hasIdForm(text.trim(), own))).toBe(false);
			}
			for (const message of messages(id))
				expect(message).toMatch(new RegExp(`^Not (a valid|a list of) ${KINDS[kind].one} IDs?: `));
		},
	);

	it.each(pickers)(
		'%s (%s): a By URL mode exactly where the record has an address',
		(_, kind, picker) => {
			const url = modeOf(picker, 'url');
			expect(Boolean(url)).toBe(!(kind in WITHOUT_RECORD_URL));
			if (!url) return;
			const { uiSegment, uiQuery } = KINDS[kind].records.locator as {
				uiSegment?: string;
				uiQuery?: string;
			};
			const id = SAMPLES[kindIdForms(kind)[0]];
			const good = uiSegment
				? [
						`http://localhost:8080/${uiSegment}/${id}`,
						`https://app.example.com/x/${uiSegment}/${id}?from=1&to=2#tile`,
					]
				: [
						`http://localhost:8080/page?${uiQuery}=${id}`,
						`https://app.example.com/page/2?a=1&${uiQuery}=${id}&b=2#x`,
					];
			const bad = uiSegment
				? [
						id,
						`http://localhost:8080/${uiSegment}`,
						`http://localhost:8080/${uiSegment}/logs`,
						`http://localhost:8080/other/${id}`,
						`localhost:8080/${uiSegment}/${id}`,
					]
				: [
						id,
						`http://localhost:8080/page?${uiQuery}=logs`,
						`http://localhost:8080/page?x${uiQuery}=${id}`,
						`http://localhost:8080/page#${uiQuery}=${id}`,
						`localhost:8080/page?${uiQuery}=${id}`,
					];
			for (const address of good) {
				expect([address, passes(url, address)]).toEqual([address, true]);
				const extracted = new RegExp(url.extractValue!.regex).exec(address);
				expect(extracted?.slice(1)).toEqual([id]);
			}
			for (const address of bad) expect([address, passes(url, address)]).toEqual([address, false]);
			expect(messages(url)).toEqual([
				`Not the URL of ${/^[aeiou]/.test(KINDS[kind].one) ? 'an' : 'a'} ${KINDS[kind].one}: paste it from the browser's address bar`,
			]);
			// the example the field shows passes its own check
			expect(passes(url, url.placeholder!.replace(/^e\.g\. /, ''))).toBe(true);
		},
	);
});
