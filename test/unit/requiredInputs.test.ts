import { builtNodes } from '../support/builtNodes';
import { UX_CHECKS, type DescribedNode, type DescribedProperty } from '../support/uxChecks';
import {
	REQUIRED_DESTINATION,
	REQUIRED_SOURCE_FIELDS,
} from '../../nodes/ObservabilityPipes/actions/pipe/pipeSchema';

/**
 * What a request needs is never hidden in an "Add Field" collection (n8n's UI design: required
 * fields at the top, optional ones under "Additional Fields"). Over the three built nodes: no
 * field inside a collection is marked required or says in its tooltip that it is required; and
 * Pipe: Create shows each field a source kind requires, and the destination's, as a required
 * top-level parameter for that kind.
 */

type Shown = { show?: Record<string, unknown[]> };

const requiredInCollections = UX_CHECKS.requiredInCollections;

const nodes = builtNodes();
const action = nodes.find((node) => node.name === 'observabilityPipes') as DescribedNode;

/** A copy of the action node with one field planted into its first collection. */
function planted(field: Record<string, unknown>): DescribedNode {
	const copy = JSON.parse(JSON.stringify(action)) as DescribedNode;
	const collection = copy.properties.find((property) => property.type === 'collection');
	if (!collection) throw new Error('the action node has no collection');
	collection.options = [...(collection.options ?? []), field as unknown as DescribedProperty];
	return copy;
}

describe('required inputs sit at the top level', () => {
	it.each(nodes.map((node) => [node.name, node] as const))(
		'%s: no field of an "Add Field" collection is required',
		(_name, node) => {
			expect(requiredInCollections(node)).toEqual([]);
		},
	);

	it.each([
		['marked required', { displayName: 'Topics', name: 'topics', type: 'string', required: true }],
		[
			'a tooltip saying so',
			{
				displayName: 'Topics',
				name: 'topics',
				type: 'string',
				description: 'Required for message broker sources',
			},
		],
	])('a planted field %s in a collection is found', (_label, field) => {
		expect(requiredInCollections(action)).toEqual([]);
		expect(requiredInCollections(planted(field))).toHaveLength(1);
	});

	it('a collection field whose tooltip says it is not required passes', () => {
		const field = {
			displayName: 'Group',
			name: 'group',
			type: 'string',
			description: 'Not required: the server picks one',
		};
		expect(requiredInCollections(planted(field))).toEqual([]);
	});

	/** Top-level properties of Pipe: Create (cloud). */
	const pipeCreate = action.properties.filter((property) => {
		const show = (property.displayOptions as Shown | undefined)?.show ?? {};
		return show.resource?.includes('pipe') && show.operation?.includes('create');
	}) as Array<DescribedProperty & { required?: boolean }>;

	it.each(
		Object.entries(REQUIRED_SOURCE_FIELDS).flatMap(([kind, fields]) =>
			fields.map((field) => [kind, field] as const),
		),
	)('Pipe: Create of a %s source asks for %s at the top level, required', (kind, field) => {
		const shown = pipeCreate.filter(
			(property) =>
				property.name === field &&
				((property.displayOptions as Shown).show?.sourceKind ?? []).includes(kind),
		);
		expect(shown).toHaveLength(1);
		expect(shown[0].required).toBe(true);
	});

	it.each(REQUIRED_DESTINATION.map(({ parameter }) => [parameter]))(
		'Pipe: Create asks for %s at the top level, required',
		(parameter) => {
			const shown = pipeCreate.filter((property) => property.name === parameter);
			expect(shown.length).toBeGreaterThan(0);
			for (const property of shown) expect(property.required).toBe(true);
		},
	);
});
