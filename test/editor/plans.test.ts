// The editor test's Event: Search run (scripts/editor/plans.js) against the action node's own
// description: its filter goes where a node added now shows it, at the top level (Where).
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import * as E from '../../scripts/editor/expected';
import { PLANS } from '../../scripts/editor/plans';
import { SEED } from '../support/env';

const NodeHelpers = E.loadNodeHelpers('n8n-workflow');

describe('the editor run of Event: Search', () => {
	const base = { deployment: 'selfHosted', resource: 'event', operation: 'search' };

	it('a node added now gets the filter as Where, at the top level the editor shows', () => {
		const description = new ObservabilityPipes().description;
		const visible = E.visibleParameters(NodeHelpers, description, base);
		expect(visible.map((parameter: { name: string }) => parameter.name)).toContain('where');
		const parameters = { ...base, ...PLANS['event.search'].parameters({ SEED }) };
		const { values } = E.resolvedValues(NodeHelpers, description, parameters);
		expect(values.where).toBe('level:error');
		expect(values.options).toEqual({});
	});
});
