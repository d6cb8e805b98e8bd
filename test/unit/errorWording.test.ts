import {
	describeConnectionFailure,
	describeHttpFailure,
	describeShapeFailure,
} from '../../nodes/shared/http/httpFailure';

/**
 * n8n's UX guidelines, "Errors": the node's own words in a message or description avoid
 * "error", "problem", "failure" and "mistake" (and "failed"). The server's text, which an API
 * failure quotes as NODE.md requires, is the server's: the test gives a neutral one.
 */
const AVOIDED =
	/\b(error|errors|problem|problems|failure|failures|failed|fail|mistake|mistakes)\b/i;

export function avoidedWords(text: string): string[] {
	return text.match(new RegExp(AVOIDED.source, 'gi')) ?? [];
}

describe("the node's error wording", () => {
	const statuses = Array.from({ length: 200 }, (_v, index) => 400 + index);

	it.each(statuses)('HTTP %i: message and description without the avoided words', (status) => {
		const failure = describeHttpFailure(status, { message: 'the server says so' }, 'req-1');
		expect(avoidedWords(`${failure.message} ${failure.description}`)).toEqual([]);
	});

	it.each(['ECONNRESET', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE'])(
		'a connection that ends with %s: message and description without the avoided words',
		(code) => {
			for (const repeatable of [true, false]) {
				const failure = describeConnectionFailure({
					method: 'POST',
					code,
					repeatable,
					attemptsBefore: 2,
					timeoutMs: 30000,
				});
				expect(avoidedWords(`${failure.message} ${failure.description}`)).toEqual([]);
			}
		},
	);

	it('an answer of the wrong shape: without the avoided words', () => {
		const failure = describeShapeFailure(200, 'expected a list');
		expect(avoidedWords(`${failure.message} ${failure.description}`)).toEqual([]);
	});

	it('the check finds a planted avoided word', () => {
		expect(avoidedWords('The connection to the API failed')).toEqual(['failed']);
		expect(avoidedWords('The service failed to process the request')).toEqual(['failed']);
	});
});
