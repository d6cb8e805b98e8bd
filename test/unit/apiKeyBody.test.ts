import { fieldOf, inputError } from '../support/inputError';
import {
	apiKeyFieldsToBody,
	validateApiKeyUpdate,
	withoutKeySecret,
} from '../../nodes/ObservabilityPipes/actions/apiKey/apiKeyBody';

describe('an IP access list entry', () => {
	it.each([
		'0.0.0.0/0',
		'203.0.113.7',
		'2001:db8::/32',
		'::ffff:192.0.2.1',
		// The address and CIDR forms are the server's to judge (the bad-input corpus sends such forms and expects its 400: test/actions/apiKey.cases.ts).
		'localhost',
		'256.0.0.1',
		'10.0.0.0/33',
		'2001:db8::/129',
		'1::2::3',
	])('is sent as given: %s', (source) => {
		expect(validateApiKeyUpdate({ ipAccessList: [{ source }] })).toEqual({
			ipAccessList: [{ source }],
		});
	});
});

describe('apiKeyFieldsToBody', () => {
	it('maps every field', () => {
		expect(
			apiKeyFieldsToBody({
				name: 'CI',
				roles: ['developer'],
				state: 'disabled',
				expireAt: '2030-01-01T00:00:00Z',
				ipAccessList: {
					entry: [
						{ source: ' 10.0.0.0/8 ', description: 'VPC' },
						{ source: '::1', description: '' },
					],
				},
			}),
		).toEqual({
			name: 'CI',
			roles: ['developer'],
			state: 'disabled',
			expireAt: '2030-01-01T00:00:00Z',
			ipAccessList: [{ source: '10.0.0.0/8', description: 'VPC' }, { source: '::1' }],
		});
	});

	it('"Never Expires" sends null and cannot be combined with a date', () => {
		expect(apiKeyFieldsToBody({ neverExpires: true })).toEqual({ expireAt: null });
		expect(apiKeyFieldsToBody({ neverExpires: false })).toEqual({});
		expect(fieldOf(() => apiKeyFieldsToBody({ neverExpires: true, expireAt: '2030-01-01' }))).toBe(
			'expireAt',
		);
	});

	it('reads assigned role ids as comma-separated text or a list, each once', () => {
		const [a, b] = ['00000009-0000-4000-8000-000000000001', '00000009-0000-4000-8000-000000000004'];
		expect(apiKeyFieldsToBody({ assignedRoleIds: ` ${a}, ${b},${a} ` })).toEqual({
			assignedRoleIds: [a, b],
		});
		expect(apiKeyFieldsToBody({ assignedRoleIds: [b] })).toEqual({ assignedRoleIds: [b] });
		expect(apiKeyFieldsToBody({ assignedRoleIds: '' })).toEqual({ assignedRoleIds: [] });
	});

	it('refuses an IP access list added without entries, and says how to send an empty list', () => {
		expect(fieldOf(() => apiKeyFieldsToBody({ ipAccessList: {} }))).toBe('ipAccessList');
		const error = inputError(() => apiKeyFieldsToBody({ ipAccessList: { entry: [] } }));
		expect(error.message).toMatch(/no entry was added/);
		expect(error.fix).toMatch(/remove the field to keep the list as it is/);
		expect(error.fix).toMatch(/To send an empty list, use the JSON body/);
	});
});

describe('validateApiKeyUpdate', () => {
	it('normalises expireAt to ISO 8601 and dedupes roles', () => {
		expect(
			validateApiKeyUpdate({
				expireAt: '2030-01-01T01:00:00+01:00',
				roles: ['admin', 'admin', 'developer'],
			}),
		).toEqual({
			expireAt: '2030-01-01T00:00:00.000Z',
			roles: ['admin', 'developer'],
		});
		expect(validateApiKeyUpdate({ expireAt: '2030-01-01T00:00:00' }, 'Europe/Berlin')).toEqual({
			expireAt: '2029-12-31T23:00:00.000Z',
		});
		expect(validateApiKeyUpdate({ expireAt: 1893456000000 })).toEqual({
			expireAt: '2030-01-01T00:00:00.000Z',
		});
	});

	it('null or empty expireAt means never', () => {
		expect(validateApiKeyUpdate({ expireAt: null })).toEqual({ expireAt: null });
		expect(validateApiKeyUpdate({ expireAt: '' })).toEqual({ expireAt: null });
	});

	it('passes unknown fields and accepts empty lists, as the service does', () => {
		expect(validateApiKeyUpdate({ ipAccessList: [], future: 1 })).toEqual({
			ipAccessList: [],
			future: 1,
		});
		expect(validateApiKeyUpdate({ roles: [], assignedRoleIds: [] })).toEqual({
			roles: [],
			assignedRoleIds: [],
		});
	});

	it("sends each assigned role id once, beside the deprecated roles; their form is the server's to judge", () => {
		const id = '00000009-0000-4000-8000-00000000000A';
		expect(
			validateApiKeyUpdate({ assignedRoleIds: [id, id, 'admin'], roles: ['developer'] }),
		).toEqual({ assignedRoleIds: [id, 'admin'], roles: ['developer'] });
	});

	it.each([
		[{}, 'updateFields'],
		[{ name: '' }, 'name'],
		[{ assignedRoleIds: '00000009-0000-4000-8000-000000000001' }, 'assignedRoleIds'],
		[{ assignedRoleIds: [null] }, 'assignedRoleIds'],
		[{ roles: 'admin' }, 'roles'],
		[{ roles: ['admin', 5] }, 'roles'],
		[{ state: 5 }, 'state'],
		[{ expireAt: 'next week' }, 'expireAt'],
		[{ ipAccessList: {} }, 'ipAccessList'],
		[{ ipAccessList: [{ source: ' ' }] }, 'ipAccessList[0].source'],
		[{ ipAccessList: [{ source: '1.1.1.1', description: 1 }] }, 'ipAccessList[0].description'],
		[{ ipAccessList: ['1.1.1.1'] }, 'ipAccessList[0]'],
	])('refuses %p naming %s', (body, field) => {
		expect(fieldOf(() => validateApiKeyUpdate(body))).toBe(field);
	});
});

describe('validateApiKeyUpdate with values the documents do not list', () => {
	it('sends a role or state a newer server may know as given', () => {
		expect(validateApiKeyUpdate({ roles: ['admin', 'owner'], state: 'paused' })).toMatchObject({
			roles: ['admin', 'owner'],
			state: 'paused',
		});
	});
});

describe('withoutKeySecret', () => {
	it('drops fields that could hold key material', () => {
		expect(
			withoutKeySecret({ id: 'k', keySuffix: 'abcd', key: 'x', keySecret: 'y', secret: 'z' }),
		).toEqual({ id: 'k', keySuffix: 'abcd' });
	});
});
