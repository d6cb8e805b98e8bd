/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: writing the fixture needs Node globals and Node built-ins */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describedNodes } from './nodeDescriptions';
import fixture from './fixtures/nodeDescriptions.json';

const FIXTURE = join(__dirname, 'fixtures', 'nodeDescriptions.json');

/**
 * The built descriptions of the three nodes equal the fixture taken from the code before the
 * record kinds became one table (docs/architecture.md, "Record kinds"): every public name,
 * option value, default, action text and display rule is a compatibility promise to saved
 * workflows. A deliberate change to a description updates the fixture in the same commit:
 * `npm run regen` writes it anew with every other generated file (its part is
 * `npm run fixtures:descriptions`, OBS_WRITE_DESCRIPTIONS=1); review the diff.
 */
describe('node descriptions', () => {
	const described = describedNodes();
	if (process.env.OBS_WRITE_DESCRIPTIONS === '1') {
		writeFileSync(FIXTURE, `${JSON.stringify(described, null, '\t')}\n`);
		Object.assign(fixture, JSON.parse(JSON.stringify(described)));
	}

	it.each(Object.keys(fixture))(
		'%s: the description and its method names are unchanged',
		(name) => {
			expect(described[name]).toEqual((fixture as Record<string, unknown>)[name]);
		},
	);

	it('describes exactly the three nodes of the fixture', () => {
		expect(Object.keys(described).sort()).toEqual(Object.keys(fixture).sort());
	});

	it('would see a changed action text (the comparison is not vacuous)', () => {
		const changed = JSON.parse(JSON.stringify(fixture.observabilityPipes)) as {
			description: { properties: Array<{ name: string; options?: Array<{ action?: string }> }> };
		};
		const operation = changed.description.properties.find(
			(property) =>
				property.name === 'operation' && property.options?.some((option) => option.action),
		);
		const option = operation?.options?.find((entry) => entry.action);
		expect(option).toBeDefined();
		option!.action = `${option!.action} `;
		expect(described.observabilityPipes).not.toEqual(changed);
	});
});
