import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';

/**
 * "By URL": the record pickers of dashboards, alerts and saved searches take the record's URL
 * pasted from the product's UI, those of sources and
 * connections the URL of a page that names the record in its query string; n8n takes the id out
 * of it when the node runs. Through n8n-core's engine against the emulator, on both deployments.
 * The kinds without a record URL: WITHOUT_RECORD_URL (test/unit/pickerModes.test.ts).
 */
describe('record pickers By URL', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const cases = [
		['selfHosted', 'dashboard', 'dashboardId', 'dashboards', () => SEED.sh.dashboard],
		['selfHosted', 'alert', 'alertId', 'alerts', () => SEED.sh.alerts[0]],
		['selfHosted', 'savedSearch', 'savedSearchId', 'search', () => SEED.sh.savedSearch],
		['cloud', 'dashboard', 'dashboardId', 'dashboards', () => SEED.cloudDashboard],
		['cloud', 'alert', 'alertId', 'alerts', () => SEED.cloudAlerts[0]],
		['cloud', 'savedSearch', 'savedSearchId', 'search', () => SEED.cloudSavedSearch],
	] as const;
	const queryCases = [
		[
			'selfHosted',
			'source',
			'sourceId',
			(id: string) => `http://localhost:8080/search?where=level%3Aerror&source=${id}&from=1`,
			() => SEED.sh.sources.log,
		],
		[
			'selfHosted',
			'source',
			'sourceId',
			// a saved search's page names its source too: the source picker takes the source
			(id: string) => `http://localhost:8080/search/${SEED.sh.savedSearch}?source=${id}#top`,
			() => SEED.sh.sources.trace,
		],
		[
			'cloud',
			'source',
			'sourceId',
			(id: string) => `https://console.example.com/search?source=${id}`,
			() => SEED.cloudSource,
		],
		[
			'selfHosted',
			'connection',
			'connectionId',
			(id: string) => `http://localhost:8080/monitoring?tab=selects&connection=${id}`,
			() => SEED.sh.connection,
		],
	] as const;
	const params = (deployment: string) => (deployment === 'cloud' ? cloudParams : selfHostedParams);

	it.each(cases)(
		'%s %s: the URL of the record reads the record',
		async (deployment, resource, parameter, segment, id) => {
			const url = `http://localhost:8080/${segment}/${id()}?from=1700000000000&to=1700003600000`;
			const [record] = (
				await runAction(
					env,
					params(deployment)(resource, 'get', { [parameter]: locator(url, 'url') }),
				)
			).json('Node');
			expect(record.id).toBe(id());
			expect(apiRequests(env)).toHaveLength(1);
			expect(apiRequests(env)[0].path.endsWith(`/${id()}`)).toBe(true);
		},
	);

	it.each(queryCases)(
		'%s %s: a page naming the record in its query string reads the record',
		async (deployment, resource, parameter, url, id) => {
			const [record] = (
				await runAction(
					env,
					params(deployment)(resource, 'get', { [parameter]: locator(url(id()), 'url') }),
				)
			).json('Node');
			expect(record.id).toBe(id());
			expect(apiRequests(env)).toHaveLength(1);
			expect(apiRequests(env)[0].path.endsWith(`/${resource}s/${id()}`)).toBe(true);
		},
	);

	it.each([
		['dashboard', 'dashboardId', `http://localhost:8080/dashboards/not-an-id`, 'a dashboard'],
		['source', 'sourceId', `http://localhost:8080/search?where=x`, 'a source'],
		['source', 'sourceId', `http://localhost:8080/search?source=logs`, 'a source'],
		[
			'connection',
			'connectionId',
			`localhost:8080/?connection=${SEED.sh.connection}`,
			'a connection',
		],
	])(
		'%s: the editor check refuses a URL without the record (%s), before any request',
		async (resource, parameter, url, noun) => {
			await expect(
				runAction(env, selfHostedParams(resource, 'get', { [parameter]: locator(url, 'url') })),
			).rejects.toThrow(`Not the URL of ${noun}: paste it from the browser's address bar`);
			expect(apiRequests(env)).toHaveLength(0);
		},
	);

	it('a URL of another kind of record is refused by the editor check, before any request', async () => {
		await expect(
			runAction(
				env,
				selfHostedParams('dashboard', 'get', {
					dashboardId: locator(`http://localhost:8080/alerts/${SEED.sh.alerts[0]}`, 'url'),
				}),
			),
		).rejects.toThrow(/Not the URL of a dashboard/);
		expect(apiRequests(env)).toHaveLength(0);
	});
});

/**
 * The ID mode of every picker checks the ID's form in the editor (n8n's check before a run, the
 * same as the editor's): a typed ID the node would refuse is refused before any request, with
 * the picker's message. An expression is the node's to check (its InputError, in each resource's
 * tests).
 */
describe('record pickers By ID', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	it.each([
		[
			'selfHosted',
			'source',
			'sourceId',
			'logs',
			'Not a valid source ID: paste the ID (24 hexadecimal characters)',
		],
		['selfHosted', 'webhook', 'webhookId', `${'a'.repeat(23)}`, 'Not a valid webhook ID'],
		[
			'cloud',
			'apiKey',
			'keyId',
			'emu-key-id',
			'Not a valid API key ID: paste the ID (form 8-4-4-4-12 hex digits)',
		],
		['cloud', 'pipe', 'pipeId', SEED.cloudDashboard, 'Not a valid pipe ID'],
	] as const)(
		'%s %s: a typed %s that is no ID is refused before any request',
		async (deployment, resource, parameter, value, message) => {
			const run = (deployment === 'cloud' ? cloudParams : selfHostedParams)(resource, 'get', {
				[parameter]: locator(value),
			});
			await expect(runAction(env, run)).rejects.toThrow(message);
			expect(apiRequests(env)).toHaveLength(0);
		},
	);

	it('an ID with spaces around it is taken, as the node trims it', async () => {
		const [record] = (
			await runAction(
				env,
				selfHostedParams('source', 'get', { sourceId: locator(` ${SEED.sh.sources.log} `) }),
			)
		).json('Node');
		expect(record.id).toBe(SEED.sh.sources.log);
		expect(apiRequests(env)[0].path.endsWith(`/sources/${SEED.sh.sources.log}`)).toBe(true);
	});
});
