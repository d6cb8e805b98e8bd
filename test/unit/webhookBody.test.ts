import { inputError, fieldOf } from '../support/inputError';
import {
	checkWebhookChanges,
	mergeWebhookUpdate,
	pairsToMap,
	secretValues,
	validateWebhookBody,
	webhookFieldsToBody,
	webhookRecordToBody,
	webhookWithoutSecrets,
} from '../../nodes/ObservabilityPipes/actions/webhook/webhookBody';

const SECRET = 'tok-5e3c1a9f';
const generic = { name: 'Pager', service: 'generic', url: 'https://hooks.example.com/p' };

describe('validateWebhookBody', () => {
	it('sends a service the documents do not list, and fields it does not know, as given (a newer server may take them)', () => {
		expect(validateWebhookBody({ ...generic, service: 'teams', newerField: { a: 1 } })).toEqual({
			...generic,
			service: 'teams',
			newerField: { a: 1 },
		});
	});

	it('keeps only the fields the API takes', () => {
		expect(
			validateWebhookBody({
				...generic,
				description: 'd',
				body: '{}',
				headers: { A: SECRET },
				queryParams: { q: 'v' },
				id: 'x',
				createdAt: 'y',
			}),
		).toEqual({
			...generic,
			description: 'd',
			body: '{}',
			headers: { A: SECRET },
			queryParams: { q: 'v' },
		});
	});

	it('accepts a slack webhook with empty headers, query parameters and body, and sends none of them', () => {
		expect(
			validateWebhookBody({ ...generic, service: 'slack', headers: {}, queryParams: {}, body: '' }),
		).toEqual({ ...generic, service: 'slack' });
	});

	it.each([
		['headers', { headers: { A: SECRET } }],
		['queryParams', { queryParams: { q: SECRET } }],
		['body', { body: '{"text": "x"}' }],
	])(
		'sends %s on slack as given: the server judges what a slack webhook takes (test/actions/serverJudges.test.ts)',
		(field, extra) => {
			expect(validateWebhookBody({ ...generic, service: 'slack', ...extra })).toEqual({
				...generic,
				service: 'slack',
				...extra,
			});
			expect(field).toBeTruthy();
		},
	);

	it.each([
		['no name', { name: undefined }, 'name'],
		['no service', { service: '' }, 'service'],
		['no url', { url: undefined }, 'url'],
		['a description that is a number', { description: 5 }, 'description'],
		['headers as text', { headers: `A: ${SECRET}` }, 'headers'],
		['a header that is a list', { headers: { A: [SECRET] } }, 'headers.A'],
		['a query parameter with an empty name', { queryParams: { ' ': 'v' } }, 'queryParams'],
	])('refuses %s', (_label, extra, field) => {
		const error = inputError(() => validateWebhookBody({ ...generic, ...extra }));
		expect(error.field).toBe(field);
		expect(`${error.message} ${error.fix}`).not.toContain(SECRET);
	});

	it.each([
		['a long name', { name: 'n'.repeat(1025) }],
		['an ftp url', { url: 'ftp://files.example.com/x' }],
		['a url without a host', { url: 'https://' }],
		['a long url', { url: `https://h.example.com/${'a'.repeat(2030)}` }],
		['a long body', { body: 'b'.repeat(16385) }],
		['a long header value', { headers: { A: SECRET.repeat(600) } }],
		[
			'101 query parameters',
			{ queryParams: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v'])) },
		],
	])(
		"sends %s as given: lengths, counts and the URL form are the server's to judge",
		(_label, extra) => {
			expect(validateWebhookBody({ ...generic, ...extra })).toEqual({ ...generic, ...extra });
		},
	);
});

describe('typed fields', () => {
	it('turn the fixed collections into objects and leave empty fields out', () => {
		expect(
			webhookFieldsToBody({
				...generic,
				description: '',
				body: '',
				headers: { header: [{ name: ' Authorization ', value: `Bearer ${SECRET}` }] },
				queryParams: { parameter: [{ name: 'token', value: 42 }] },
			}),
		).toEqual({
			...generic,
			headers: { Authorization: `Bearer ${SECRET}` },
			queryParams: { token: '42' },
		});
		expect(
			webhookFieldsToBody({ ...generic, headers: {}, queryParams: { parameter: [] } }),
		).toEqual(generic);
	});

	it('refuse a name given twice or left empty', () => {
		expect(
			fieldOf(() =>
				pairsToMap('headers', [
					{ name: 'A', value: '1' },
					{ name: 'A', value: '2' },
				]),
			),
		).toBe('headers.A');
		expect(fieldOf(() => pairsToMap('queryParams', [{ name: '', value: SECRET }]))).toBe(
			'queryParams',
		);
		expect(fieldOf(() => pairsToMap('headers', 'A=1'))).toBe('headers');
	});
});

describe('update', () => {
	const record = {
		id: 'w1',
		...generic,
		description: 'd',
		body: '{}',
		createdAt: 'c',
		updatedAt: 'u',
		headers: { leaked: SECRET },
	};

	it("sends the record's writable fields with the changes over them, never a returned header", () => {
		expect(webhookRecordToBody(record)).toEqual({ ...generic, description: 'd', body: '{}' });
		expect(mergeWebhookUpdate(record, { name: 'New' })).toEqual({
			...generic,
			name: 'New',
			description: 'd',
			body: '{}',
		});
	});

	it('drops a stored body template when the webhook becomes slack, unless one is given', () => {
		expect(mergeWebhookUpdate(record, { service: 'slack' })).toEqual({
			...generic,
			service: 'slack',
			description: 'd',
		});
		// A body given with slack is sent: the server judges it (the bad-input corpus sends it and expects its 400: test/actions/webhook.cases.ts).
		expect(
			validateWebhookBody(mergeWebhookUpdate(record, { service: 'slack', body: 'x' })),
		).toMatchObject({ service: 'slack', body: 'x' });
	});

	it('checks only the given changes before the read', () => {
		expect(() => checkWebhookChanges({ description: 'only this' })).not.toThrow();
		expect(fieldOf(() => checkWebhookChanges({ url: 5 }))).toBe('url');
		expect(fieldOf(() => checkWebhookChanges({ headers: ['a'] }))).toBe('headers');
		expect(fieldOf(() => checkWebhookChanges({ name: '' }))).toBe('name');
		// The URL's form and what slack takes are the server's to judge.
		expect(() => checkWebhookChanges({ url: 'nope' })).not.toThrow();
		expect(() => checkWebhookChanges({ service: 'slack', headers: { a: 'b' } })).not.toThrow();
	});
});

describe('secrets', () => {
	it('lists every header and query value for masking', () => {
		expect(secretValues({ headers: { A: 'one', B: '' }, queryParams: { q: 'two' } })).toEqual([
			'one',
			'two',
		]);
		expect(secretValues({ name: 'x' })).toEqual([]);
	});

	it('keeps them out of an output record', () => {
		expect(
			webhookWithoutSecrets({
				id: 'w',
				headers: { A: SECRET },
				queryParams: { q: SECRET },
				name: 'n',
			}),
		).toEqual({ id: 'w', name: 'n' });
	});
});

describe('an update without changes', () => {
	it('is refused, naming where the changes go', () => {
		expect(fieldOf(() => checkWebhookChanges({}))).toBe('updateFields');
		expect(fieldOf(() => checkWebhookChanges({}, 'jsonBody'))).toBe('jsonBody');
	});
});

describe('a webhook update judges the changes, and sends what was read as it was', () => {
	const stored = {
		id: 'w1',
		name: '  Pager  ',
		service: 'future-service',
		url: ' https://hooks.example.com/p ',
		futureField: 1,
		createdAt: 'c',
	};

	it('a rename sends the stored fields back exactly as read', () => {
		expect(mergeWebhookUpdate(stored, checkWebhookChanges({ name: ' New ' }))).toEqual({
			name: 'New',
			service: 'future-service',
			url: ' https://hooks.example.com/p ',
			futureField: 1,
		});
	});

	it('on a slack webhook an empty body or headers given are left out (slack takes none)', () => {
		const slack = { ...stored, service: 'slack' };
		expect(
			mergeWebhookUpdate(slack, checkWebhookChanges({ body: '', headers: {} }, 'jsonBody')),
		).toEqual({ name: '  Pager  ', service: 'slack', url: stored.url, futureField: 1 });
	});
});
