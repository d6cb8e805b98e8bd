// How `npm run test:editor` holds a list the editor shows against the emulator's records.
import * as L from '../../scripts/editor/emulatorLists';
import * as emulatorModule from '../emulator';

describe('editor list entries against the emulator', () => {
	const records = [
		{ id: 'a1', name: 'Cloud alert 1' },
		{ id: 'a2', name: 'Cloud alert 2' },
		{ id: 'r1', description: 'Endpoint of the warehouse' },
	];

	it('accepts one entry per record, entries adding a state or suffix', () => {
		expect(
			L.compareEntries(
				['Cloud alert 1 (active)', 'Cloud alert 2 (ok)', 'Endpoint of the warehouse'],
				records,
			),
		).toBeNull();
	});

	it('names a missing record, an extra entry and a count that differs', () => {
		expect(L.compareEntries(['Cloud alert 1 (active)', 'Endpoint of the warehouse'], records)).toBe(
			'shows 2 entries, the emulator holds 3; no entry for Cloud alert 2',
		);
		expect(
			L.compareEntries(
				['Cloud alert 1', 'Cloud alert 2', 'Endpoint of the warehouse', 'Ghost'],
				records,
			),
		).toBe('shows 4 entries, the emulator holds 3; entries matching no record: Ghost');
	});

	it('does not let one entry stand for two records', () => {
		expect(
			L.compareEntries(
				['Cloud alert 1', 'Cloud alert 1'],
				[records[0], { id: 'a3', name: 'Cloud alert 1' }],
			),
		).toBeNull();
		expect(
			L.compareEntries(
				['Cloud alert 1', 'Other'],
				[records[0], { id: 'a3', name: 'Cloud alert 1' }],
			),
		).toContain('no entry for Cloud alert 1');
	});

	it('reads records from either deployment answer shape', () => {
		expect(L.recordsOf({ status: 200, requestId: 'x', result: [{ id: 1 }] })).toEqual([{ id: 1 }]);
		expect(L.recordsOf({ data: [{ id: 2 }], meta: { total: 1 } })).toEqual([{ id: 2 }]);
		expect(L.recordsOf([{ id: 3 }])).toEqual([{ id: 3 }]);
		expect(L.recordsOf({ message: 'nope' })).toEqual([]);
	});

	it('knows the endpoint of each locator kind, and where the API has no list', () => {
		expect(L.knownEndpoint('searchAlerts', 'selfHosted')?.test('/api/v2/alerts')).toBe(true);
		expect(
			L.knownEndpoint('searchAlerts', 'cloud')?.test(
				'/v1/organizations/o/services/s/observability/alerts',
			),
		).toBe(true);
		expect(
			L.knownEndpoint('searchWebhooks', 'cloud')?.test(
				'/v1/organizations/o/services/s/observability/webhooks',
			),
		).toBe(true);
		expect(
			L.knownEndpoint('searchSavedSearches', 'selfHosted')?.test('/api/v2/saved-searches'),
		).toBe(true);
		expect(
			L.knownEndpoint('searchSources', 'cloud')?.test(
				'/v1/organizations/o/services/s/observability/sources',
			),
		).toBe(true);
		expect(L.knownEndpoint('searchPipes', 'selfHosted')).toBeUndefined();
		expect(L.knownEndpoint('searchSomethingNew', 'cloud')).toBeUndefined();
	});

	it('reads a paged list whole as the editor run compares it: cloud keys by cursor, cloud alerts by offset', async () => {
		const emulator = await emulatorModule.startEmulator({ seed: { cloudKeys: 260, alerts: 1050 } });
		try {
			const org = `/v1/organizations/${emulatorModule.SEED.org}`;
			const keys = await L.readList(emulator, emulatorModule, 'cloud', `${org}/keys`, {
				limit: '250',
			});
			expect(keys).toHaveLength(265);
			expect(new Set(keys.map((key: { id: string }) => key.id)).size).toBe(265);
			expect(emulator.queriesOf('/keys')).toEqual([
				{ limit: '250' },
				{ limit: '250', cursor: expect.any(String) },
			]);
			const alerts = await L.readList(
				emulator,
				emulatorModule,
				'cloud',
				`${org}/services/${emulatorModule.SEED.service}/observability/alerts`,
				{ limit: '1000', offset: '0' },
			);
			expect(alerts).toHaveLength(1050);
			expect(emulator.queriesOf('/observability/alerts')).toEqual([
				{ limit: '1000', offset: '0' },
				{ limit: '1000', offset: '1000' },
			]);
		} finally {
			await emulator.close();
		}
	});
});
