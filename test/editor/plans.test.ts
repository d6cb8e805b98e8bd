// The editor test's Event: Search run (scripts/editor/plans.js) against the action node's own
// description: its filter goes where the version a node added now shows it, so the run still
// filters when the node gains a version.
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import * as E from '../../scripts/editor/expected';
import { PLANS } from '../../scripts/editor/plans';
import { SEED } from '../support/env';

const NodeHelpers = E.loadNodeHelpers('n8n-workflow');

describe('the editor run of Event: Search', () => {
	const base = { deployment: 'selfHosted', resource: 'event', operation: 'search' };
	const valuesAt = (defaultVersion: number) => {
		const description = { ...new ObservabilityPipes().description, defaultVersion };
		const visible = E.visibleParameters(NodeHelpers, description, base);
		const parameters = { ...base, ...PLANS['event.search'].parameters({ SEED, visible }) };
		return E.resolvedValues(NodeHelpers, description, parameters).values;
	};

	it('a node added now (version 3) gets the filter in Options', () => {
		const values = valuesAt(3);
		expect(values.options).toEqual({ where: 'level:error' });
		expect(values.where).toBeUndefined();
	});

	it('a version 2 node gets it at the top level', () => {
		const values = valuesAt(2);
		expect(values.where).toBe('level:error');
		expect(values.options).toBeUndefined();
	});
});
