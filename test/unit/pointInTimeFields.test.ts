import { builtNodes } from '../support/builtNodes';
import { UX_CHECKS, eachProperty, type DescribedNode } from '../support/uxChecks';

/**
 * Points in time are typed as n8n types them (Google Calendar's Start and End): every field
 * whose label names a point in time (… Time, … Timestamp, … At, Schedule Start, From and To of
 * a range) is a date-and-time field, over every property of the three built nodes. A label
 * that names an expression or a length of time is not a point in time.
 */
const untypedPointsInTime = UX_CHECKS.pointsInTime;

const nodes = builtNodes();
const action = nodes.find((node) => node.name === 'observabilityPipes') as DescribedNode;

describe('points in time are date-and-time fields', () => {
	it.each(nodes.map((node) => [node.name, node] as const))('%s', (_name, node) => {
		expect(untypedPointsInTime(node)).toEqual([]);
	});

	it('the action node has such fields (the check is not empty)', () => {
		let count = 0;
		eachProperty(action, (property) => {
			if (property.type === 'dateTime') count += 1;
		});
		expect(count).toBeGreaterThan(5);
	});

	it.each([
		['Offset Timestamp', 'string'],
		['Start Timestamp', 'number'],
		['Expire At', 'string'],
		['From', 'string'],
	])('a planted %s of type %s is found', (displayName, type) => {
		const copy = JSON.parse(JSON.stringify(action)) as DescribedNode;
		copy.properties = [...copy.properties, { displayName, name: 'planted', type, default: '' }];
		expect(untypedPointsInTime(copy)).toHaveLength(1);
	});

	it('a length of time or an expression passes', () => {
		const copy = JSON.parse(JSON.stringify(action)) as DescribedNode;
		copy.properties = [
			...copy.properties,
			{ displayName: 'Wait Timeout', name: 'a', type: 'number', default: 0 },
			{ displayName: 'Timestamp Value Expression', name: 'b', type: 'string', default: '' },
		];
		expect(untypedPointsInTime(copy)).toEqual([]);
	});
});
