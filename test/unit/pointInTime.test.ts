import {
	epochSeconds,
	parseInstant,
	parsePointInTime,
	utcWallTime,
} from '../../nodes/shared/input/time';
import { sourceKindObject } from '../../nodes/ObservabilityPipes/actions/pipe/pipeBody';
import { inputError } from '../support/inputError';

/**
 * The date-and-time fields of Pipe: Create ('Offset Timestamp', 'Start Timestamp'): a time
 * without a zone is wall time of the WORKFLOW's zone, never the host's (here Asia/Tokyo, UTC+9
 * all year; the tests run on a host in UTC), and it is sent as the document types the field.
 */
const TOKYO = 'Asia/Tokyo';
const iso = (ms: number) => new Date(ms).toISOString();

describe('parsePointInTime', () => {
	it("runs on a host whose zone differs from the workflow's", () => {
		expect(new Date(2025, 0, 15).getTimezoneOffset()).not.toBe(-9 * 60);
	});

	it.each([
		['2025-01-15T10:00:00', '2025-01-15T01:00:00.000Z', "the picker's text: Tokyo wall time"],
		['2025-01-15', '2025-01-14T15:00:00.000Z', 'a date: midnight in Tokyo'],
		['01/15/2025', '2025-01-14T15:00:00.000Z', 'a text of another form: Tokyo, not the host'],
		['01/15/2025 10:00', '2025-01-15T01:00:00.000Z', 'another form with a time'],
		['Jan 15 2025 10:00:00', '2025-01-15T01:00:00.000Z', 'month name'],
		['2025-01-15T10:00:00Z', '2025-01-15T10:00:00.000Z', 'ISO with its zone'],
		['2025-01-15T10:00:00+01:00', '2025-01-15T09:00:00.000Z', 'ISO with an offset'],
		['Wed, 15 Jan 2025 10:00:00 GMT', '2025-01-15T10:00:00.000Z', 'another form with its zone'],
		['Wed, 15 Jan 2025 10:00:00 +0100', '2025-01-15T09:00:00.000Z', 'another form, offset'],
	])('%s (%s)', (text, instant) => {
		expect(iso(parsePointInTime('offsetTimestamp', text, TOKYO))).toBe(instant);
	});

	it('takes epoch seconds and milliseconds, as numbers or numeric text', () => {
		const ms = Date.UTC(2021, 2, 15);
		expect(parsePointInTime('timestamp', 1615766400, TOKYO)).toBe(ms);
		expect(parsePointInTime('timestamp', '1615766400', TOKYO)).toBe(ms);
		expect(parsePointInTime('timestamp', ms, TOKYO)).toBe(ms);
		expect(parsePointInTime('timestamp', String(ms), TOKYO)).toBe(ms);
		// a year alone and digits-only ISO dates stay dates
		expect(iso(parsePointInTime('timestamp', '2025', 'UTC'))).toBe('2025-01-01T00:00:00.000Z');
		expect(iso(parsePointInTime('timestamp', '20250115', 'UTC'))).toBe('2025-01-15T00:00:00.000Z');
	});

	it.each([
		['next tuesday', /"next tuesday" is not a date/],
		['2025-02-30T10:00', /is not a valid date/],
		[-5, /before 1970/],
		[1.5, /not a whole number/],
		[{}, /expected a date/],
	])('refuses %p naming the field', (value, message) => {
		const error = inputError(() => parsePointInTime('offsetTimestamp', value, TOKYO));
		expect(error.field).toBe('offsetTimestamp');
		expect(error.problem).toMatch(message);
	});

	it('parseInstant reads a non-ISO text without a zone in the given zone as well', () => {
		expect(iso(parseInstant('from', '01/15/2025 10:00', TOKYO))).toBe('2025-01-15T01:00:00.000Z');
		expect(iso(parseInstant('from', '01/15/2025 10:00', 'UTC'))).toBe('2025-01-15T10:00:00.000Z');
	});
});

describe('what the document takes', () => {
	it('utcWallTime: UTC text in the form of the offset example (2021-01-01T00:00)', () => {
		expect(utcWallTime(Date.UTC(2021, 0, 1))).toBe('2021-01-01T00:00');
		expect(utcWallTime(Date.UTC(2021, 0, 1, 8, 30, 15))).toBe('2021-01-01T08:30:15');
		expect(utcWallTime(Date.UTC(2021, 0, 1, 8, 30, 15, 250))).toBe('2021-01-01T08:30:15.250');
	});

	it('epochSeconds: whole seconds (the managed stream example 1615766400)', () => {
		expect(epochSeconds(Date.UTC(2021, 2, 15))).toBe(1615766400);
		expect(epochSeconds(Date.UTC(2021, 2, 15) + 999)).toBe(1615766400);
	});
});

describe('the typed fields of a pipe source', () => {
	it("sends 'Offset Timestamp' as UTC text, read in the workflow's zone", () => {
		const { kindObject } = sourceKindObject(
			{ offsetStrategy: 'from_timestamp', offsetTimestamp: '2025-01-31T08:00:00' },
			TOKYO,
		);
		expect(kindObject.offset).toEqual({
			strategy: 'from_timestamp',
			timestamp: '2025-01-30T23:00',
		});
	});

	it("sends 'Start Timestamp' as epoch seconds, read in the workflow's zone", () => {
		expect(sourceKindObject({ timestamp: '2021-03-15T09:00:00' }, TOKYO).kindObject).toEqual({
			timestamp: 1615766400,
		});
		expect(sourceKindObject({ timestamp: '' }, TOKYO).kindObject).toEqual({});
	});

	it("refuses a start that is no date, naming 'timestamp'", () => {
		const error = inputError(() => sourceKindObject({ timestamp: 'soon' }, TOKYO));
		expect(error.field).toBe('timestamp');
	});
});
