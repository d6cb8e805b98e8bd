// The judgements `npm run test:mcp` passes on what an MCP client receives, each shown
// failing on a planted defect.
import { apiRequests, refusalProblems, sameIds, toolProblems } from '../../scripts/mcp/checks';

const good = {
	name: 'Get_Alert',
	description:
		'Reads one alert by its ID. Returns a JSON array with one object: id, name, state and message.',
	inputSchema: {
		type: 'object',
		properties: {
			alertId: { type: 'string', description: 'ID of the alert: 24 hexadecimal characters' },
		},
		required: ['alertId'],
	},
};

describe('a listed tool', () => {
	it('passes with a name, a description saying what it returns, and its arguments described and required', () => {
		expect(toolProblems(good, ['alertId'])).toEqual([]);
	});

	it('names each defect', () => {
		expect(toolProblems({ ...good, name: 'get alert!' }, ['alertId'])).toEqual([
			expect.stringMatching(/^name "get alert!"/),
		]);
		expect(
			toolProblems({ ...good, description: 'Get an alert in Observability Pipes' }, ['alertId']),
		).toEqual(['no description of 40 characters or more']);
		expect(
			toolProblems(
				{
					...good,
					description: 'Reads one alert of the self-hosted server by the ID the model gives.',
				},
				['alertId'],
			),
		).toEqual([expect.stringMatching(/does not say what it returns/)]);
		expect(toolProblems(good, ['alertId', 'state'])).toEqual([
			'the input schema lacks state',
			'not required: state',
		]);
		expect(toolProblems(good, [])).toEqual([
			'the input schema offers alertId, which the node does not use',
		]);
		const undescribed = {
			...good,
			inputSchema: { type: 'object', properties: { alertId: { type: 'string' } }, required: [] },
		};
		expect(toolProblems(undescribed, ['alertId'])).toEqual([
			'"alertId" is not described',
			'not required: alertId',
		]);
		expect(toolProblems({ ...good, inputSchema: undefined }, ['alertId'])).toEqual([
			'the input schema is not an object schema',
		]);
	});
});

describe('a refusal', () => {
	const nodeError =
		'NodeOperationError: Invalid \'Alert\': "42" is not an object ID [item 0]\n\nDetails: Pick the record from the list, or paste its ID (24 hexadecimal characters).';
	const schemaError =
		'Error: Received tool input did not match expected schema\n\n✖ Required\n  → at endTime';

	it('passes when the error names the field and the fix, as the node and the tool schema word them', () => {
		expect(refusalProblems({ isError: true, text: nodeError }, 'Alert')).toEqual([]);
		expect(refusalProblems({ isError: true, text: schemaError }, 'endTime')).toEqual([]);
	});

	it('fails an answer that is not an error, names another field, gives no fix or a stack trace', () => {
		expect(refusalProblems({ isError: false, text: nodeError }, 'Alert')).toEqual([
			'the answer is not an error result',
		]);
		expect(refusalProblems({ isError: true, text: nodeError }, 'pipeId')).toEqual([
			'the text does not name "pipeId"',
		]);
		expect(refusalProblems({ isError: true, text: schemaError }, 'end')).toEqual([
			'the text does not name "end"',
		]);
		expect(
			refusalProblems(
				{ isError: true, text: 'NodeOperationError: Invalid \'Alert\': "42" is not an object ID' },
				'Alert',
			),
		).toEqual(['the text says nothing about the fix']);
		expect(
			refusalProblems(
				{ isError: true, text: `${nodeError}\n    at chosenAlert (/x/locator.js:12:5)` },
				'Alert',
			),
		).toEqual(['the text carries a stack trace']);
	});
});

describe('request logs and ids', () => {
	it('keeps API requests, not control calls', () => {
		expect(
			apiRequests([
				{ deployment: 'control' },
				{ deployment: 'cloud' },
				{ deployment: 'selfHosted' },
			]),
		).toEqual([{ deployment: 'cloud' }, { deployment: 'selfHosted' }]);
	});

	it('compares ids in any order, counting duplicates', () => {
		expect(sameIds(['b', 'a'], ['a', 'b'])).toBe(true);
		expect(sameIds(['a', 'a'], ['a'])).toBe(false);
		expect(sameIds([], [])).toBe(true);
	});
});
