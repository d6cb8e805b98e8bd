import { isoParts, parseInstant } from '../../nodes/shared/input/time';

/**
 * n8n's node UI design, "Dates and timestamps": a date field supports every ISO 8601 form. A
 * time without a zone is wall time in the workflow's time zone (here Europe/Berlin, one hour
 * ahead of UTC in January), as the date picker gives it.
 */
const BERLIN = 'Europe/Berlin';
const at = (text: string, timeZone = BERLIN) =>
	new Date(parseInstant('startTime', text, timeZone)).toISOString();

describe('every ISO 8601 form of a date and time', () => {
	it.each([
		['2025-01-15T10:00:00Z', '2025-01-15T10:00:00.000Z', 'extended, UTC'],
		['20250115T100000Z', '2025-01-15T10:00:00.000Z', 'basic format'],
		['2025-01-15T10:00:00,5Z', '2025-01-15T10:00:00.500Z', 'decimal comma'],
		['2025-01-15T10Z', '2025-01-15T10:00:00.000Z', 'hours only'],
		['2025-01-15T10.5Z', '2025-01-15T10:30:00.000Z', 'fraction of an hour'],
		['2025-01-15T10:30.5Z', '2025-01-15T10:30:30.000Z', 'fraction of a minute'],
		['2025-015T10:00Z', '2025-01-15T10:00:00.000Z', 'ordinal date'],
		['2025015T1000Z', '2025-01-15T10:00:00.000Z', 'ordinal date, basic'],
		['2025-W03-3T10:00Z', '2025-01-15T10:00:00.000Z', 'week date'],
		['2025W033T10:00Z', '2025-01-15T10:00:00.000Z', 'week date, basic'],
		['2025-01-14T24:00Z', '2025-01-15T00:00:00.000Z', 'end of day'],
		['2025-01-15T10:00:00+01', '2025-01-15T09:00:00.000Z', 'zone in hours'],
		['2025-01-15T10:00:00+0100', '2025-01-15T09:00:00.000Z', 'zone, basic'],
		['2025-01-15T10:00:00−01:00', '2025-01-15T11:00:00.000Z', 'zone with the minus sign'],
		['2025-01-15 10:00:00Z', '2025-01-15T10:00:00.000Z', 'a space before the time'],
		['+002025-01-15T10:00:00Z', '2025-01-15T10:00:00.000Z', 'expanded year'],
		['2025-01-15T10:00:00', '2025-01-15T09:00:00.000Z', "no zone: the workflow's"],
		['2025-01-15', '2025-01-14T23:00:00.000Z', "a date: midnight of the workflow's zone"],
		['2025-W03-3', '2025-01-14T23:00:00.000Z', 'a week date alone'],
		['2025-01', '2024-12-31T23:00:00.000Z', 'a year and month'],
		['20250115', '2025-01-14T23:00:00.000Z', 'a basic calendar date of digits only'],
		['2025', '2024-12-31T23:00:00.000Z', 'a year alone'],
	])('%s (%s)', (text, instant) => {
		expect(at(text)).toBe(instant);
	});

	it.each([
		['2025-02-30T10:00Z', 'February 30'],
		['2025-01-15T25:00Z', 'hour 25'],
		['2025-W54-1', 'week 54'],
		['2025-366', 'day 366 of a common year'],
		['2025-01-15T24:30Z', 'past the end of the day'],
	])('refuses %s (%s)', (text) => {
		expect(() => at(text)).toThrow(/is not a valid date/);
	});

	it('keeps epoch milliseconds and refuses epoch seconds', () => {
		expect(at('1736935200000')).toBe('2025-01-15T10:00:00.000Z');
		expect(() => at('1736935200')).toThrow(/looks like epoch seconds/);
	});

	it('is not fooled by text that is no ISO 8601 form', () => {
		expect(isoParts('next tuesday')).toBeUndefined();
		expect(isoParts('2025-1-15')).toBeUndefined();
	});
});
