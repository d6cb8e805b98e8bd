import type { INodeProperties } from 'n8n-workflow';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { ObservabilityPipesWebhookTrigger } from '../../nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node';
import { alphabetical, withThousands } from '../../nodes/shared/base/helpers';

/** Every list of labels the editor shows: option names and the display names of collection entries. */
function labelLists(properties: readonly INodeProperties[]): string[][] {
	const lists: string[][] = [];
	const walk = (entries: readonly unknown[]) => {
		const labels: string[] = [];
		for (const entry of entries as Array<Record<string, unknown>>) {
			const label = typeof entry.displayName === 'string' ? entry.displayName : entry.name;
			if (typeof label === 'string') labels.push(label);
			if (Array.isArray(entry.options)) walk(entry.options);
			if (Array.isArray(entry.values)) walk(entry.values);
		}
		if (labels.length > 1) lists.push(labels);
	};
	for (const property of properties) if (Array.isArray(property.options)) walk(property.options);
	return lists;
}

const sign = (value: number) => Math.sign(value);

describe('the editor order without ICU (alphabetical)', () => {
	const lists = [
		ObservabilityPipes,
		ObservabilityPipesTrigger,
		ObservabilityPipesWebhookTrigger,
	].flatMap((Node) => labelLists(new Node().description.properties));

	it('orders every pair of labels of every list of the three nodes as localeCompare does', () => {
		let pairs = 0;
		const disagreements: string[] = [];
		for (const labels of lists) {
			for (const a of labels) {
				for (const b of labels) {
					pairs++;
					if (sign(alphabetical(a, b)) !== sign(a.localeCompare(b)))
						disagreements.push(`${a} / ${b}`);
				}
			}
		}
		expect(disagreements).toEqual([]);
		expect(pairs).toBeGreaterThan(1000);
	});

	it('puts case last, lower case first, as localeCompare does', () => {
		for (const [a, b] of [
			['Alert', 'API Key'],
			['a', 'A'],
			['Name', 'name'],
			['Tile ID', 'Tile'],
			['Saved Search', 'Saved Search ID'],
			['10s', '1m'],
		]) {
			expect(sign(alphabetical(a, b))).toBe(sign(a.localeCompare(b)));
			expect(sign(alphabetical(b, a))).toBe(sign(b.localeCompare(a)));
		}
	});

	it('writes numbers with thousands separators as en-US does', () => {
		for (const value of [0, 7, 999, 1000, 12000, 1234567, 10000.5, 2000]) {
			expect(withThousands(value)).toBe(
				value.toLocaleString('en-US', { maximumFractionDigits: 20 }),
			);
		}
	});
});
