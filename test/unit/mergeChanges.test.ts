import type { IDataObject } from 'n8n-workflow';
import { mergeChanges } from '../../nodes/ObservabilityPipes/actions/helpers/fullReplace';

describe('mergeChanges: the stored record, then the changes, a change of undefined clears', () => {
	const stored: IDataObject = { name: 'old', host: 'h', futureField: { kept: true } };

	it('a change replaces the stored value; what was not changed stays as read', () => {
		expect(mergeChanges(stored, { name: 'new' })).toEqual({
			name: 'new',
			host: 'h',
			futureField: { kept: true },
		});
	});

	it('a change of undefined leaves the field out, also when it was not stored', () => {
		const merged = mergeChanges(stored, { host: undefined, other: undefined });
		expect(merged).toEqual({ name: 'old', futureField: { kept: true } });
		expect(Object.keys(merged)).not.toContain('host');
		expect(Object.keys(merged)).not.toContain('other');
	});

	it('a change that is empty but defined is sent, not cleared, without alsoClears', () => {
		expect(mergeChanges(stored, { name: '', host: null, futureField: {} })).toEqual({
			name: '',
			host: null,
			futureField: {},
		});
	});

	it('alsoClears clears the changes it names, judged against the merged record', () => {
		const seen: Array<[unknown, IDataObject]> = [];
		const merged = mergeChanges(
			{ service: 'generic', body: 'b' },
			{ service: 'slack', body: '' },
			(value, all) => {
				seen.push([value, { ...all }]);
				return value === '' && all.service === 'slack';
			},
		);
		expect(merged).toEqual({ service: 'slack' });
		// Every change is judged, each against the record with all the changes over it.
		expect(seen.map(([value]) => value)).toEqual(['slack', '']);
		expect(seen[0][1]).toEqual({ service: 'slack', body: '' });
		// A stored field that no change names is never offered to alsoClears, and stays.
		expect(mergeChanges({ body: '' }, { name: 'n' }, () => true)).toEqual({ body: '' });
	});

	it('changes neither the stored record nor the changes', () => {
		const record: IDataObject = { name: 'old', host: 'h' };
		const changes: IDataObject = { host: undefined, name: 'new' };
		mergeChanges(record, changes, () => false);
		expect(record).toEqual({ name: 'old', host: 'h' });
		expect(changes).toEqual({ host: undefined, name: 'new' });
		expect(Object.keys(changes)).toEqual(['host', 'name']);
	});
});
