import { type LoggedRequest, SEED } from './env';

/** An id of the cloud API's form (a UUID) that no seeded record has. */
export const UNKNOWN_CLOUD_ID = '00000000-0000-4000-8000-00000000ffff';

/** The pipes of the seed's cloud service. */
export const pipesPath = () => `/v1/organizations/${SEED.org}/services/${SEED.service}/pipes`;

/** A request as the cloud API takes it: method and path, no query, `body` (none unless given), Basic auth. */
export function expectCloudRequest(
	entry: LoggedRequest,
	method: string,
	path: string,
	body?: unknown,
): void {
	expect(entry).toMatchObject({ method, path });
	expect(entry.query).toEqual({});
	expect(entry.body).toEqual(body);
	expect(entry.headers.authorization).toMatch(/^Basic /);
}

/** A state command (start, stop, resync, awake) to the record at `path`. */
export function expectStateCommand(entry: LoggedRequest, path: string, command: string): void {
	expectCloudRequest(entry, 'PATCH', `${path}/state`, { command });
}

/** The polls of a wait for a state: at least one, each a GET of the record at `path`. */
export function expectPolls(entries: LoggedRequest[], path: string): void {
	expect(entries.length).toBeGreaterThanOrEqual(1);
	for (const entry of entries) expectCloudRequest(entry, 'GET', path);
}

/** The smallest pipe a cloud service takes: JSON files of a bucket into a table of one column. */
export const minimalPipe = (name: string) => ({
	name,
	source: { objectStorage: { url: 'https://bucket.example.com/*.json', format: 'JSONEachRow' } },
	destination: { database: 'default', table: name, columns: [{ name: 'id', type: 'String' }] },
	fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
});
