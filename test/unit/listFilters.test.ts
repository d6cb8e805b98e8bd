import { alertFilter } from '../../nodes/ObservabilityPipes/actions/alert/getAll.operation';
import { apiKeyFilter } from '../../nodes/ObservabilityPipes/actions/apiKey/getAll.operation';
import { dashboardFilter } from '../../nodes/ObservabilityPipes/actions/dashboard/getAll.operation';
import type { IDataObject } from 'n8n-workflow';
import { inputError } from '../support/inputError';
import {
	allOf,
	checkStatesKnown,
	filtersOf,
	hasTags,
	nameContains,
	stateIn,
	stateIs,
	type RecordFilter,
} from '../../nodes/ObservabilityPipes/actions/listFilters';
import { pipeFilter } from '../../nodes/ObservabilityPipes/actions/pipe/getAll.operation';

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
		expect(names(alerts, nameContains('filters.name', 'CHECKOUT'))).toEqual([
			'Checkout errors',
			'checkout latency',
		]);
		expect(names(alerts, nameContains('filters.name', 42))).toEqual([42]);
		expect(nameContains('filters.name', '')).toBeUndefined();
		expect(nameContains('filters.name', undefined)).toBeUndefined();
		expect(() => nameContains('filters.name', ['a'])).toThrow(
			/Invalid "filters.name": expected text, got a list/,
		);
		expect(() => nameContains('filters.name', '   ')).toThrow(
			/Invalid "filters.name": it is empty/,
		);
	});

	it('state is one of, in any case, from a multi-select list or comma-separated text', () => {
		expect(names(alerts, stateIn('filters.states', ['ALERT']))).toEqual([
			'Checkout errors',
			'Search errors',
		]);
		expect(names(alerts, stateIn('filters.states', 'pending, ok'))).toEqual([
			'checkout latency',
			42,
			undefined,
		]);
		expect(names(alerts, stateIn('filters.states', ['NEW_STATE']))).toEqual([]);
		expect(stateIn('filters.states', [])).toBeUndefined();
		expect(() => stateIn('filters.states', { OK: true })).toThrow(
			/Invalid "filters.states": expected a list or comma-separated text/,
		);
	});

	it('state is exactly one of a closed set', () => {
		const keys = [
			{ name: 'a', state: 'enabled' },
			{ name: 'b', state: 'disabled' },
		];
		expect(names(keys, stateIs('filters.state', 'disabled', ['enabled', 'disabled']))).toEqual([
			'b',
		]);
		expect(stateIs('filters.state', '', ['enabled'])).toBeUndefined();
		expect(() => stateIs('filters.state', 'off', ['enabled', 'disabled'])).toThrow(
			/Invalid "filters.state": "off" is not allowed.*/,
		);
	});

	it('carries every tag, in any case', () => {
		const dashboards = [
			{ name: 'a', tags: ['production', 'SLO'] },
			{ name: 'b', tags: ['production'] },
			{ name: 'c', tags: 'production' },
			{ name: 'd' },
		];
		expect(names(dashboards, hasTags('filters.tags', 'Production'))).toEqual(['a', 'b']);
		expect(names(dashboards, hasTags('filters.tags', 'production, slo'))).toEqual(['a']);
		expect(hasTags('filters.tags', ' , ')).toBeUndefined();
	});

	it('combines the given filters with AND; none given filters nothing', () => {
		expect(allOf([undefined, undefined])).toBeUndefined();
		const both = allOf([nameContains('n', 'errors'), stateIn('s', ['alert'])]);
		expect(names(alerts, both)).toEqual(['Checkout errors', 'Search errors']);
	});

	it('reads the Filters collection, refusing anything but an object', () => {
		expect(filtersOf(undefined)).toEqual({});
		expect(filtersOf({ name: 'x' })).toEqual({ name: 'x' });
		expect(() => filtersOf('name=x')).toThrow(
			/Invalid "filters": expected a collection of filters/,
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
		expect(() => apiKeyFilter({ state: 'revoked' })).toThrow(/Invalid "filters.state"/);
		expect(() => pipeFilter({ states: [{}] })).toThrow(/Invalid "filters.states"/);
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
			'Invalid "filters.states": "FIRING" and "muted" are neither states the API documents (ALERT, OK, PENDING) nor ones the server\'s alerts carry (ALERT, OK)',
		);
		expect(error.fix).toBe(
			'Use one of those states (any case), or leave the states empty for every alert.',
		);
		expect(inputError(check('FIRING', [])).message).toMatch(
			/nor one the server's alerts carry \(none\)$/,
		);
	});
});
