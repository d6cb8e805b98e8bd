import type { IDataObject } from 'n8n-workflow';
import { alertFilters } from '../../nodes/ObservabilityPipes/actions/alert/getAll.operation';
import { apiKeyFilters } from '../../nodes/ObservabilityPipes/actions/apiKey/getAll.operation';
import { dashboardFilters } from '../../nodes/ObservabilityPipes/actions/dashboard/getAll.operation';
import {
	checkFilters,
	filtersOf,
} from '../../nodes/ObservabilityPipes/actions/framework/itemReader';
import {
	allOf,
	checkStatesKnown,
	nameContains,
	recordFilter,
	stateIn,
	type FilterSpec,
	type RecordFilter,
} from '../../nodes/ObservabilityPipes/actions/helpers/listFilters';
import { pipeFilters } from '../../nodes/ObservabilityPipes/actions/pipe/getAll.operation';
import { inputError } from '../support/inputError';

/** A kind's "Filters" as the node reads them: checked (itemReader.ts), then built (listFilters.ts). */
const filterOf = (spec: FilterSpec) => (value: unknown) =>
	recordFilter(spec, checkFilters(spec, value));
const nameFilter = (value: unknown) => filterOf({ name: 'nameContains' })({ name: value });
const statesFilter = (value: unknown) => filterOf({ states: 'stateIn' })({ states: value });
const stateFilter = (value: unknown, allowed: readonly string[]) =>
	filterOf({ state: allowed })({ state: value });
const tagsFilter = (value: unknown) => filterOf({ tags: 'hasTags' })({ tags: value });
const alertFilter = filterOf(alertFilters);
const pipeFilter = filterOf(pipeFilters);
const dashboardFilter = filterOf(dashboardFilters);
const apiKeyFilter = filterOf(apiKeyFilters);

const names = (records: IDataObject[], filter: RecordFilter | undefined) =>
	records.filter((record) => (filter ? filter(record) : true)).map((record) => record.name);

describe('Get Many filters (pure)', () => {
	const alerts = [
		{ name: 'Checkout errors', state: 'ALERT' },
		{ name: 'checkout latency', state: 'OK' },
		{ name: 'Search errors', state: 'alert' },
		{ name: 42, state: 'PENDING' },
		{ state: 'OK' },
	];

	it('name contains a text in any case; a record without a text name never matches', () => {
		expect(names(alerts, nameFilter('CHECKOUT'))).toEqual(['Checkout errors', 'checkout latency']);
		expect(names(alerts, nameFilter(42))).toEqual([42]);
		expect(nameFilter('')).toBeUndefined();
		expect(nameFilter(undefined)).toBeUndefined();
		expect(() => nameFilter(['a'])).toThrow(/Invalid 'filters.name': expected text, got a list/);
		expect(() => nameFilter('   ')).toThrow(/Invalid 'filters.name': it is empty/);
	});

	it('state is one of, in any case, from a multi-select list or comma-separated text', () => {
		expect(names(alerts, statesFilter(['ALERT']))).toEqual(['Checkout errors', 'Search errors']);
		expect(names(alerts, statesFilter('pending, ok'))).toEqual(['checkout latency', 42, undefined]);
		expect(names(alerts, statesFilter(['NEW_STATE']))).toEqual([]);
		expect(statesFilter([])).toBeUndefined();
		expect(() => statesFilter({ OK: true })).toThrow(
			/Invalid 'filters.states': expected a list or comma-separated text/,
		);
	});

	it('state is exactly one of a closed set', () => {
		const keys = [
			{ name: 'a', state: 'enabled' },
			{ name: 'b', state: 'disabled' },
		];
		expect(names(keys, stateFilter('disabled', ['enabled', 'disabled']))).toEqual(['b']);
		expect(stateFilter('', ['enabled'])).toBeUndefined();
		expect(() => stateFilter('off', ['enabled', 'disabled'])).toThrow(
			/Invalid 'filters.state': "off" is not allowed.*/,
		);
	});

	it('carries every tag, in any case', () => {
		const dashboards = [
			{ name: 'a', tags: ['production', 'SLO'] },
			{ name: 'b', tags: ['production'] },
			{ name: 'c', tags: 'production' },
			{ name: 'd' },
		];
		expect(names(dashboards, tagsFilter('Production'))).toEqual(['a', 'b']);
		expect(names(dashboards, tagsFilter('production, slo'))).toEqual(['a']);
		expect(tagsFilter(' , ')).toBeUndefined();
	});

	it('combines the given filters with AND; none given filters nothing', () => {
		expect(allOf([undefined, undefined])).toBeUndefined();
		const both = allOf([nameContains('errors'), stateIn(['alert'])]);
		expect(names(alerts, both)).toEqual(['Checkout errors', 'Search errors']);
	});

	it('reads the Filters collection, refusing anything but an object', () => {
		expect(filtersOf(undefined)).toEqual({});
		expect(filtersOf({ name: 'x' })).toEqual({ name: 'x' });
		expect(() => filtersOf('name=x')).toThrow(
			/Invalid 'filters': expected a collection of filters/,
		);
	});

	it('per resource: alerts and pipes by name and states, dashboards by name and tags, keys by state', () => {
		expect(names(alerts, alertFilter({ name: 'errors', states: ['ALERT'] }))).toEqual([
			'Checkout errors',
			'Search errors',
		]);
		expect(alertFilter({})).toBeUndefined();
		const pipes = [
			{ name: 'orders-events', state: 'Running' },
			{ name: 'orders-archive', state: 'Failed' },
			{ name: 'clicks', state: 'Failed' },
		];
		expect(names(pipes, pipeFilter({ name: 'orders', states: ['failed'] }))).toEqual([
			'orders-archive',
		]);
		expect(
			names(
				[
					{ name: 'Service health', tags: ['frontend'] },
					{ name: 'Pipes', tags: ['infra'] },
				],
				dashboardFilter({ tags: 'infra' }),
			),
		).toEqual(['Pipes']);
		expect(
			names(
				[
					{ name: 'a', state: 'enabled' },
					{ name: 'b', state: 'disabled' },
				],
				apiKeyFilter({ state: 'enabled' }),
			),
		).toEqual(['a']);
		expect(() => apiKeyFilter({ state: 'revoked' })).toThrow(/Invalid 'filters.state'/);
		expect(() => pipeFilter({ states: [{}] })).toThrow(/Invalid 'filters.states'/);
	});
});

describe('checkStatesKnown: after the read, a state nobody knows (pure)', () => {
	const documented = ['ALERT', 'OK', 'PENDING'];
	const check = (value: unknown, carried: unknown[]) => () =>
		checkStatesKnown('filters.states', value, documented, carried, 'alert');

	it('passes documented states (any case), states a record carries, and no states at all', () => {
		expect(check(['alert', 'Pending'], [])).not.toThrow();
		expect(check('SNOOZED, ok', ['SNOOZED', 'ALERT'])).not.toThrow();
		expect(check('snoozed', ['SNOOZED'])).not.toThrow();
		expect(check(undefined, [])).not.toThrow();
		expect(check([], ['OK'])).not.toThrow();
	});

	it('refuses the others, naming the field, both lists (carried ones once, sorted, text only) and the fix', () => {
		const error = inputError(check(['ALERT', 'FIRING', 'muted'], ['OK', 'ALERT', 'OK', null, 7]));
		expect(error.field).toBe('filters.states');
		expect(error.message).toBe(
			`Invalid 'filters.states': "FIRING" and "muted" are neither states the API documents (ALERT, OK, PENDING) nor ones the server's alerts carry (ALERT, OK)`,
		);
		expect(error.fix).toBe(
			'Use one of those states (any case), or leave the states empty for every alert.',
		);
		expect(inputError(check('FIRING', [])).message).toMatch(
			/nor one the server's alerts carry \(none\)$/,
		);
	});
});
