/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it reads a source file */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestOptionsProperties } from '../../nodes/ObservabilityPipes/nodeProperties';

/**
 * n8n's node UI design: an optional field shows the default the node uses without it.
 * "Request Options > Items at Once" of each deployment (in the Settings tab) shows the number of items the router runs
 * at once when none is given (its DEFAULT_ITEMS_AT_ONCE, read from its source).
 */
describe('Request Options > Items at Once', () => {
	const router = readFileSync(
		join(__dirname, '../../nodes/ObservabilityPipes/actions/framework/router.ts'),
		'utf8',
	);
	const used = /DEFAULT_ITEMS_AT_ONCE[^=]*=\s*\{\s*cloud:\s*(\d+),\s*selfHosted:\s*(\d+)\s*\}/.exec(
		router,
	);

	it.each([
		['cloud', 1],
		['selfHosted', 2],
	] as const)('%s shows the default the router uses', (deployment, group) => {
		expect(used).not.toBeNull();
		const shown = requestOptionsProperties
			.find((property) => property.displayOptions?.show?.deployment?.includes(deployment))
			?.options?.find((option) => 'name' in option && option.name === 'itemsAtOnce') as
			| { default: number }
			| undefined;
		expect(shown?.default).toBe(Number(used![group]));
	});

	it.each(requestOptionsProperties.map((property) => [property.displayOptions?.show?.deployment]))(
		'%s: a node setting (the Settings tab), one label per meaning',
		(deployment) => {
			const property = requestOptionsProperties.find(
				(candidate) => candidate.displayOptions?.show?.deployment === deployment,
			)!;
			expect(property.isNodeSetting).toBe(true);
			// Pipe Scaling has its own "Concurrency": this one says what it counts.
			const labels = (property.options ?? []).map((option) =>
				'displayName' in option ? option.displayName : '',
			);
			expect(labels).not.toContain('Concurrency');
			const maxRetries = property.options?.find(
				(option) => 'name' in option && option.name === 'maxRetries',
			) as { description: string };
			expect(maxRetries.description).toMatch(/Retry On Fail/);
			expect(maxRetries.description).toMatch(/in each try \(3 here, 3 tries: up to 12 sends\)/);
		},
	);

	it('the cloud reads one item at a time', () => {
		expect(Number(used![1])).toBe(1);
	});
});
