import { InputError } from '../../nodes/shared/base/inputError';
import { fieldOf, inputError } from './inputError';

/** The helpers the unit suites rely on must fail when the code under test does not refuse. */
describe('input-error helpers', () => {
	const refuse = () => {
		throw new InputError('limit', 'it is 0', 'Give a number from 1.');
	};

	it('return the InputError and its field', () => {
		expect(inputError(refuse)).toBeInstanceOf(InputError);
		expect(inputError(refuse).message).toBe("Invalid 'limit': it is 0");
		expect(fieldOf(refuse)).toBe('limit');
	});

	it('fail when nothing is thrown', () => {
		expect(() => inputError(() => 1)).toThrow('expected an InputError');
		expect(() => fieldOf(() => undefined)).toThrow('expected an InputError');
	});

	it('fail when something other than an InputError is thrown', () => {
		expect(() =>
			inputError(() => {
				throw new TypeError('x is undefined');
			}),
		).toThrow(/toBeInstanceOf/);
	});
});
