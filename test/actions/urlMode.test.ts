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
 * pasted from the product's UI; n8n takes the id out of
 * it when the node runs. Through n8n-core's engine against the emulator, on both deployments.
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
