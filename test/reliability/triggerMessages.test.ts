import type { INodeProperties } from 'n8n-workflow';
import { formFieldLabel } from '../../nodes/shared/input/formFieldLabel';
import { apiRequests, locator, useEnv } from '../support/env';
import { builtNodes } from '../support/builtNodes';
import {
	errorTexts,
	givenValues,
	parameterNames,
	quotedParameterNames,
} from '../support/messageNames';
import { ActiveTrigger, cloudTrigger, selfHostedTrigger } from '../trigger/support';
import {
	selfHostedNode,
	cloudNode,
	useWebhookEnv,
	workflowOf,
	writes,
} from '../webhookTrigger/support';

/**
 * Issue 45, item 5: the triggers name a refused parameter by the label the form shows (as the
 * action node does, test/reliability/badInput.test.ts), never by its internal name in double
 * quotes. Each bad configuration runs through n8n's engine (a poll; an activation); the labels
 * and the internal names come from the built nodes (dist/).
 */

interface Refusal {
	name?: string;
	message?: string;
	description?: string;
}

const [, pollNode, webhookNode] = builtNodes();
const internalNames = parameterNames();

/** The label the built node's form shows for `field` with these parameter values. */
const labelIn = (node: typeof pollNode, values: Record<string, string>, field: string) =>
	formFieldLabel(node.properties as unknown as INodeProperties[], values, field);

/**
 * The refusal names the field by its label, says what is wrong and how to fix it, and names no
 * parameter in double quotes (a value the parameters give may be quoted as given).
 */
function expectLabelled(error: Refusal | undefined, label: string, given: unknown = {}) {
	expect(error?.name).toBe('NodeOperationError');
	expect(error?.message).toMatch(new RegExp(`^Invalid ${label.replace(/[()[\]]/g, '\\$&')}: \\S`));
	expect(error?.description).toMatch(/\S/);
	expect(quotedParameterNames(errorTexts(error ?? {}), internalNames, givenValues(given))).toEqual(
		[],
	);
}

async function refusal(run: () => Promise<unknown>): Promise<Refusal | undefined> {
	try {
		await run();
	} catch (error) {
		return error as Refusal;
	}
	return undefined;
}

describe('the poll trigger names a refused parameter by its label', () => {
	const env = useEnv();
	const objects = '={{ [{ "id": 1 }] }}';
	it.each([
		['ids: a list of objects', selfHostedTrigger({ ids: objects }), 'ids'],
		['toStates: a list of objects', selfHostedTrigger({ toStates: objects }), 'toStates'],
		['simplify: a word', selfHostedTrigger({ simplify: '={{ "yes" }}' }), 'simplify'],
		['event: not on this deployment', selfHostedTrigger({ event: 'pipeSettingsChanged' }), 'event'],
		[
			'organizationId: not an ID',
			cloudTrigger('alertStateChanged', { organizationId: locator('x') }),
			'organizationId',
		],
		[
			'serviceId: not an ID',
			cloudTrigger('pipeStateChanged', { serviceId: locator('x') }),
			'serviceId',
		],
		['types: a list of objects', cloudTrigger('activityLogged', { types: objects }), 'types'],
	])('%s', async (_name, parameters, field) => {
		const values = { deployment: String(parameters.deployment), event: String(parameters.event) };
		const error = await refusal(() => new ActiveTrigger(env, parameters).poll());
		expectLabelled(error, labelIn(pollNode, values, field), parameters);
		expect(apiRequests(env)).toHaveLength(0);
	});
});

describe('the webhook trigger names a refused parameter by its label', () => {
	const { env, n8n } = useWebhookEnv();
	it.each([
		['alertIds: none', selfHostedNode({ alertIds: [] }), 'alertIds'],
		['alertIds: not an ID', selfHostedNode({ alertIds: 'not-an-id' }), 'alertIds'],
		[
			'alertIds: a list of objects',
			selfHostedNode({ alertIds: '={{ [{ "id": 1 }] }}' }),
			'alertIds',
		],
		['organizationId: not an ID', cloudNode({ organizationId: locator('x') }), 'organizationId'],
	])('%s', async (_name, node, field) => {
		const values = { deployment: String(node.parameters.deployment) };
		const error = await refusal(() => workflowOf(n8n, node).activate());
		expectLabelled(error, labelIn(webhookNode, values, field), node.parameters);
		expect(writes(env)).toEqual([]);
	});
});

describe('the check over the triggers', () => {
	it('fails on a planted refusal that names the parameter by its internal name', () => {
		const planted = {
			message: 'Invalid "alertIds": no alert chosen',
			description: 'Choose alerts.',
		};
		expect(() =>
			expectLabelled({ name: 'NodeOperationError', ...planted }, "'Alert Names or IDs'"),
		).toThrow();
		expect(quotedParameterNames(errorTexts(planted), internalNames)).toEqual(['"alertIds"']);
	});
});
