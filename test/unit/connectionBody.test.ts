import { fieldOf, inputError } from '../support/inputError';
import {
	checkConnectionChanges,
	connectionFieldsToBody,
	connectionRecordToBody,
	connectionWithoutPassword,
	mergeConnection,
	passwordOf,
	validateConnectionBody,
} from '../../nodes/ObservabilityPipes/actions/connection/connectionBody';
import { parseJsonObject } from '../../nodes/shared/input/validation';

const HIDDEN_VALUE = 'pw-unit-7c1e';
const BASE = { name: 'n', host: 'http://db:8123', username: 'u' };

describe('validateConnectionBody', () => {
	it('keeps the fields the API takes, trimmed, and fields it does not know as given', () => {
		expect(
			validateConnectionBody({
				name: ' Prod ',
				host: ' http://db:8123 ',
				username: 'u',
				password: HIDDEN_VALUE,
				isPrometheusEndpoint: false,
				newerField: { a: 1 },
			}),
		).toEqual({
			name: 'Prod',
			host: 'http://db:8123',
			username: 'u',
			password: HIDDEN_VALUE,
			isPrometheusEndpoint: false,
			newerField: { a: 1 },
		});
	});

	it('leaves an empty or null password out (the server then keeps the current one)', () => {
		expect(validateConnectionBody({ ...BASE, password: '' })).toEqual(BASE);
		expect(validateConnectionBody({ ...BASE, password: null })).toEqual(BASE);
	});

	it.each([
		['name', { host: 'h', username: 'u' }],
		['host', { ...BASE, host: null }],
		['username', { ...BASE, username: 5 }],
		['password', { ...BASE, password: 1234 }],
		['isPrometheusEndpoint', { ...BASE, isPrometheusEndpoint: 'true' }],
	])('refuses a bad %s, naming it', (field, body) => {
		expect(fieldOf(() => validateConnectionBody(body))).toBe(field);
	});

	it('never quotes a password of the wrong type', () => {
		for (const password of [[HIDDEN_VALUE], { value: HIDDEN_VALUE }])
			expect(inputError(() => validateConnectionBody({ ...BASE, password })).message).not.toContain(
				HIDDEN_VALUE,
			);
	});
});

describe('the rest of the connection body', () => {
	it('drops empty typed fields, keeps false', () => {
		expect(
			connectionFieldsToBody({ name: 'n', host: '', password: '', isPrometheusEndpoint: false }),
		).toEqual({ name: 'n', isPrometheusEndpoint: false });
	});

	it('sends a record back without the fields the server sets, or a password it answered', () => {
		expect(
			connectionRecordToBody({
				id: 'c00000000000000000000001',
				...BASE,
				password: HIDDEN_VALUE,
				createdAt: 'x',
				updatedAt: 'y',
				other: null,
			}),
		).toEqual(BASE);
	});

	it('masks the password and drops it from outputs', () => {
		expect(passwordOf({ ...BASE, password: HIDDEN_VALUE })).toEqual([HIDDEN_VALUE]);
		expect(passwordOf(BASE)).toEqual([]);
		expect(connectionWithoutPassword({ id: 'x', password: HIDDEN_VALUE })).toEqual({ id: 'x' });
	});

	it('checks the changes of an update alone', () => {
		expect(fieldOf(() => checkConnectionChanges({}))).toBe('updateFields');
		expect(fieldOf(() => checkConnectionChanges({}, 'jsonBody'))).toBe('jsonBody');
		expect(fieldOf(() => checkConnectionChanges({ host: null }))).toBe('host');
		// an empty text is the server's to judge: it takes one
		expect(() => checkConnectionChanges({ host: '' })).not.toThrow();
		expect(() => checkConnectionChanges({ password: HIDDEN_VALUE })).not.toThrow();
	});
});

describe('a JSON body that does not parse', () => {
	it('says what is wrong without quoting the text (it may carry a password)', () => {
		const error = inputError(() =>
			parseJsonObject('jsonBody', `{"name": "n", "password": ${HIDDEN_VALUE}}`),
		);
		expect(error.field).toBe('jsonBody');
		expect(error.message).toMatch(/^Invalid 'jsonBody': it is not valid JSON \(.+\)$/);
		expect(error.message).not.toContain(HIDDEN_VALUE.slice(0, 6));
	});
});

describe('a connection update judges the changes, and sends what was read as it was', () => {
	const stored = {
		id: 'c00000000000000000000001',
		name: '  padded  ',
		host: 5,
		futureField: 'kept',
		createdAt: 'x',
	};

	it('a rename sends the stored fields back exactly as read, never a password it answered', () => {
		const changes = checkConnectionChanges({ name: ' Renamed ' });
		expect(mergeConnection({ ...stored, password: HIDDEN_VALUE }, changes)).toEqual({
			name: 'Renamed',
			host: 5,
			futureField: 'kept',
		});
	});

	it('an empty password keeps the current one; a null field is cleared', () => {
		expect(checkConnectionChanges({ password: '', name: 'n' })).toEqual({ name: 'n' });
		expect(
			mergeConnection(
				{ ...BASE, isPrometheusEndpoint: true },
				checkConnectionChanges({ isPrometheusEndpoint: null }, 'jsonBody'),
			),
		).toEqual(BASE);
	});
});
