import { InputError } from '../../nodes/shared/base/inputError';
import { apiRequests, type Emulator } from './requestLog';

/** The InputError that `run` throws; the test fails when it throws nothing or anything else. */
export function inputError(run: () => unknown): InputError {
	try {
		run();
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error('expected an InputError');
}

/** The field named by the InputError that `run` throws. */
export const fieldOf = (run: () => unknown): string => inputError(run).field;

/**
 * A node run refused its input: a NodeOperationError with this message (the whole text when
 * given a string), and not one request reached the API.
 */
export function expectRefusedBeforeSending(
	env: { emulator: Emulator },
	error: { name?: string; message?: string } | undefined,
	message: string | RegExp,
): void {
	expect(error?.name).toBe('NodeOperationError');
	if (typeof message === 'string') expect(error?.message).toBe(message);
	else expect(error?.message).toMatch(message);
	expect(apiRequests(env)).toHaveLength(0);
}

/**
 * A node run sent its input and the server judged it: a NodeApiError holding the HTTP status and
 * the server's own text (`message`), after at least one request reached the API.
 */
export function expectServerRefusal(
	env: { emulator: Emulator },
	error: { name?: string; message?: string; httpCode?: string | null } | undefined,
	message: RegExp,
	status = '400',
): void {
	expect(error).toMatchObject({ name: 'NodeApiError', httpCode: status });
	expect(error?.message).toMatch(message);
	expect(apiRequests(env).length).toBeGreaterThan(0);
}
