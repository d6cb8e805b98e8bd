import {
	checkRepeatedLabels,
	eachProperty,
	type DescribedNode,
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
 * twice"): a user cannot tell two entries of the same name apart. The check is
 * test/support/uxChecks.ts's `checkRepeatedLabels` (dropdowns, collections and fixed
 * collections); here over the built descriptions (dist/, what n8n loads), with a planted
 * duplicate, and the dropdown that had one.
 */

/** Each label shown twice in one list, as "where: text". */
const repeatedLabels = (nodes: DescribedNode[]): string[] =>
	nodes.flatMap((node) =>
		checkRepeatedLabels(node).map((finding) => `${finding.where}: ${finding.text}`),
	);

/** Whether a property is a dropdown (an options or multiOptions list). */
const isDropdown = (property: DescribedProperty): boolean =>
	(property.type === 'options' || property.type === 'multiOptions') &&
	(property.options ?? []).length > 0;

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
				if (isDropdown(property)) dropdowns++;
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
			'observabilityPipes > Planted (planted) > Compression (compression): "Brotli" 2 times',
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
