/**
 * An update judges what the user changes; what it read goes back as it was (issue 45). The real
 * server stores a tile without a name (its tile schema takes any text), which the node refuses
 * as input: a rename of such a dashboard must work on the real server, and the emulator must
 * answer as it does. Run by `npm run test:real`, never by `npm test`.
 */
import { both, errorOn, itemsOn, locator, usePair, type Json, type Side } from './support';

describe('an update of a stored record the node would not take as input, on the real server', () => {
	const pair = usePair();

	/** A dashboard whose one tile has no name, made through the API directly (the node refuses it). */
	async function storedDashboard(side: Side): Promise<Json> {
		const made = await side.api('POST', '/api/v2/dashboards', {
			name: 'Stored as is',
			tiles: [
				{
					name: '',
					x: 0,
					y: 0,
					w: 6,
					h: 3,
					config: {
						displayType: 'number',
						sourceId: side.sources.log,
						select: [{ aggFn: 'count' }],
					},
				},
			],
		});
		if (made.status !== 200)
			throw new Error(`the ${side.name} did not store the dashboard: ${made.status}`);
		return made.body.data;
	}

	it('a dashboard whose tile has no name is renamed; its tile goes back as it was', async () => {
		const { real, emulator } = await both(pair, async (side) => {
			const stored = await storedDashboard(side);
			const [renamed] = await itemsOn(pair, side, {
				resource: 'dashboard',
				operation: 'update',
				dashboardId: locator(stored.id),
				specifyBody: 'fields',
				updateFields: { name: 'Renamed' },
			});
			const read = await side.api('GET', `/api/v2/dashboards/${stored.id}`);
			await side.api('DELETE', `/api/v2/dashboards/${stored.id}`);
			return { stored, renamed, read: read.body.data };
		});
		for (const side of [real, emulator]) {
			expect(side.renamed).toMatchObject({ id: side.stored.id, name: 'Renamed' });
			expect(side.read.name).toBe('Renamed');
			expect(side.read.tiles).toEqual(side.stored.tiles);
			expect(side.read.tiles[0].name).toBe('');
		}
	});

	it("a tile of the user's own without a name is still refused before sending", async () => {
		const { real } = await both(pair, async (side) => {
			const stored = await storedDashboard(side);
			const message = await errorOn(pair, side, {
				resource: 'dashboard',
				operation: 'update',
				dashboardId: locator(stored.id),
				specifyBody: 'json',
				jsonBody: JSON.stringify({
					tiles: [{ ...stored.tiles[0], name: ' ' }],
				}),
			});
			await side.api('DELETE', `/api/v2/dashboards/${stored.id}`);
			return message;
		});
		expect(real).toMatch(/Tiles/);
	});
});
