import {
	eachProperty,
	type DescribedNode,
	type DescribedOption,
	type DescribedProperty,
} from '../support/uxChecks';
import { valueOptions } from '../../nodes/shared/api/labels';
import {
	COMPRESSIONS,
	CREATE_SOURCE_FIELDS,
} from '../../nodes/ObservabilityPipes/actions/pipe/pipeSchema';
import { checkValue } from '../../nodes/shared/input/schema';
import { builtNodes } from '../support/builtNodes';

/**
 * One label never appears twice in one dropdown (n8n's node review: "Compression lists Brotli
 * twice"): a user cannot tell two entries of the same name apart. Checked over the built
 * descriptions (dist/, what n8n loads), every property of the three nodes, nested fields too.
 */

/** The dropdown entries of an options or multiOptions property (not the fields of a collection). */
function dropdownOptions(property: DescribedProperty): DescribedOption[] {
	if (property.type !== 'options' && property.type !== 'multiOptions') return [];
	return (property.options ?? []).filter(
		(entry): entry is DescribedOption => 'value' in entry && !('type' in entry),
	);
}

/** Each label shown twice in one dropdown, as "node > property: label (values)". */
export function repeatedLabels(nodes: DescribedNode[]): string[] {
	const findings: string[] = [];
	for (const node of nodes)
		eachProperty(node, (property, where) => {
			const values = new Map<string, unknown[]>();
			for (const option of dropdownOptions(property))
				values.set(option.name, [...(values.get(option.name) ?? []), option.value]);
			for (const [label, of] of values)
				if (of.length > 1) findings.push(`${where}: "${label}" (${of.map(String).join(', ')})`);
		});
	return findings;
}

describe('dropdown labels', () => {
	const nodes = builtNodes();

	it('reads the three built nodes, every dropdown nested or not', () => {
		expect(nodes.map((node) => node.name)).toEqual([
			'observabilityPipes',
			'observabilityPipesTrigger',
			'observabilityPipesWebhookTrigger',
		]);
		let dropdowns = 0;
		for (const node of nodes)
			eachProperty(node, (property) => {
				if (dropdownOptions(property).length) dropdowns++;
			});
		expect(dropdowns).toBeGreaterThan(100);
	});

	it('no label appears twice in one dropdown', () => {
		expect(repeatedLabels(nodes)).toEqual([]);
	});

	it('finds a planted duplicate, nested in a collection', () => {
		const planted = JSON.parse(JSON.stringify(nodes[0])) as DescribedNode;
		expect(repeatedLabels([planted])).toEqual([]);
		const compression: DescribedProperty = {
			displayName: 'Compression',
			name: 'compression',
			type: 'options',
			options: [
				{ name: 'Brotli', value: 'br' },
				{ name: 'Brotli', value: 'brotli' },
				{ name: 'None', value: 'none' },
			],
		};
		planted.properties.push({
			displayName: 'Planted',
			name: 'planted',
			type: 'collection',
			options: [compression],
		});
		expect(repeatedLabels([planted])).toEqual([
			'observabilityPipes > Planted (planted) > Compression (compression): "Brotli" (br, brotli)',
		]);
	});

	it('offers an alias of another value once (Gzip: gzip, not gz); the checks still take the alias', () => {
		expect(valueOptions(COMPRESSIONS)).toEqual([
			{ name: 'Auto', value: 'auto' },
			{ name: 'Brotli', value: 'brotli' },
			{ name: 'Gzip', value: 'gzip' },
			{ name: 'LZMA', value: 'LZMA' },
			{ name: 'None', value: 'none' },
			{ name: 'XZ', value: 'xz' },
			{ name: 'Zstd', value: 'zstd' },
		]);
		const compression = CREATE_SOURCE_FIELDS.objectStorage.compression;
		for (const alias of ['gz', 'br'])
			expect(checkValue(alias, compression, 'source.objectStorage.compression')).toBe(alias);
	});
});
