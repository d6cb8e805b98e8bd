import { writeLedgerOf } from '../../nodes/shared/http/writeLedger';
import { formFieldLabel } from '../../nodes/shared/input/formFieldLabel';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

describe('the writes kept for Retry On Fail', () => {
	const answer = { statusCode: 200, body: { id: 'w1' } };

	it('a later try of the same run finds the write; the n-th identical write of an item has its own key', () => {
		const context: Record<string, unknown> = {};
		const first = writeLedgerOf(context, 0);
		const key = first.key(0, 'POST', 'https://x/api/v2/webhooks', undefined, { name: 'a' });
		first.remember(key, answer);
		const again = first.key(0, 'POST', 'https://x/api/v2/webhooks', undefined, { name: 'a' });
		expect(again).not.toBe(key);
		expect(first.recall(again)).toBeUndefined();

		const retry = writeLedgerOf(context, 0);
		expect(
			retry.recall(retry.key(0, 'POST', 'https://x/api/v2/webhooks', undefined, { name: 'a' })),
		).toEqual(answer);
		// Another item, another body or another method is another write.
		expect(
			retry.recall(retry.key(1, 'POST', 'https://x/api/v2/webhooks', undefined, { name: 'a' })),
		).toBeUndefined();
		expect(
			retry.recall(retry.key(0, 'POST', 'https://x/api/v2/webhooks', undefined, { name: 'b' })),
		).toBeUndefined();
		expect(
			retry.recall(retry.key(0, 'PUT', 'https://x/api/v2/webhooks', undefined, { name: 'a' })),
		).toBeUndefined();
	});

	it('a later run of the node (another run index) starts afresh', () => {
		const context: Record<string, unknown> = {};
		const run0 = writeLedgerOf(context, 0);
		run0.remember(run0.key(0, 'DELETE', 'https://x/a/1', undefined, undefined), answer);
		const run1 = writeLedgerOf(context, 1);
		expect(
			run1.recall(run1.key(0, 'DELETE', 'https://x/a/1', undefined, undefined)),
		).toBeUndefined();
	});

	it('keeps no readable request: keys are digests', () => {
		const ledger = writeLedgerOf({}, 0);
		const key = ledger.key(0, 'POST', 'https://x/keys', undefined, { secret: 'top-secret-value' });
		expect(key).toMatch(/^[0-9a-f]{64}:1$/);
	});
});

describe('the label a refused field is named by', () => {
	const properties = new ObservabilityPipes().description.properties;
	const on = { deployment: 'cloud', resource: 'pipe', operation: 'update' };

	it.each([
		['pipeId', "'Pipe'"],
		['scaling.replicas', "'Scaling > Replicas'"],
		['source.messageBroker.brokers', "'Source' (messageBroker.brokers)"],
		['expectedSettings.max_threads', "'Expected Settings' (max_threads)"],
		['notAParameter', "'notAParameter'"],
	])('%s -> %s', (field, label) => {
		const operation = field.startsWith('expected')
			? 'auditSettings'
			: field.startsWith('scaling')
				? 'updateScaling'
				: on.operation;
		expect(formFieldLabel(properties, { ...on, operation }, field)).toBe(label);
	});
});
