import { InputError } from '../base/inputError';
import { describeType } from '../base/helpers';

/** Epoch milliseconds before this (March 1973) are almost surely epoch seconds. */
const SMALLEST_MS = 1e11;

const DATE_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function wallClockFix(field: string): string {
	return `Set '${field}' to a date such as 2025-01-15T10:00:00Z, a date picked in the field, or epoch milliseconds such as 1736935200000.`;
}

/** How far `timeZone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
	const format = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	});
	const parts: Record<string, number> = {};
	for (const part of format.formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
	const asUtc = Date.UTC(
		parts.year,
		parts.month - 1,
		parts.day,
		parts.hour,
		parts.minute,
		parts.second,
	);
	return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant at which the clocks of `timeZone` show the given wall time. */
function fromWallClock(wallMs: number, timeZone: string): number {
	try {
		const guess = wallMs - zoneOffsetMs(timeZone, wallMs);
		return wallMs - zoneOffsetMs(timeZone, guess);
	} catch {
		return wallMs; // an unknown time zone: read the wall time as UTC
	}
}

function fromNumber(field: string, number: number, original: unknown): number {
	if (!Number.isFinite(number) || !Number.isInteger(number)) {
		throw new InputError(
			field,
			`${describeType(original)} is not a whole number of milliseconds`,
			wallClockFix(field),
		);
	}
	if (number < 0) throw new InputError(field, `${number} is before 1970`, wallClockFix(field));
	if (number < SMALLEST_MS) {
		throw new InputError(
			field,
			`${number} looks like epoch seconds, not milliseconds`,
			`Multiply it by 1000 (e.g. {{ $json.time * 1000 }}), or give a date.`,
		);
	}
	return number;
}

function fromText(field: string, text: string, timeZone: string): number {
	const match = DATE_TIME.exec(text);
	if (match) {
		const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] =
			match;
		const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
		const wall = Date.UTC(
			Number(year),
			Number(month) - 1,
			Number(day),
			Number(hour),
			Number(minute),
			Number(second),
			ms,
		);
		const check = new Date(wall);
		if (
			check.getUTCMonth() !== Number(month) - 1 ||
			check.getUTCDate() !== Number(day) ||
			Number(hour) > 23 ||
			Number(minute) > 59 ||
			Number(second) > 59
		) {
			throw new InputError(field, `"${text}" is not a valid date`, wallClockFix(field));
		}
		if (!zone) return fromWallClock(wall, timeZone);
		if (/^z$/i.test(zone)) return wall;
		const sign = zone.startsWith('-') ? -1 : 1;
		const digits = zone.slice(1).replace(':', '');
		const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0')) * 60000;
		return wall - sign * offset;
	}
	const parsed = Date.parse(text);
	if (Number.isNaN(parsed))
		throw new InputError(field, `"${text}" is not a date`, wallClockFix(field));
	return parsed;
}

/**
 * An instant as epoch milliseconds, from what a user or an expression gives: epoch ms
 * (number or numeric text), an ISO 8601 text (without a zone: wall time of `timeZone`,
 * as the date picker gives it), a Date or a Luxon DateTime.
 */
export function parseInstant(field: string, value: unknown, timeZone = 'UTC'): number {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		throw new InputError(field, 'it is empty', wallClockFix(field));
	}
	if (typeof value === 'number') return fromNumber(field, value, value);
	if (typeof value === 'string') {
		const text = value.trim();
		if (/^-?\d+(\.\d+)?$/.test(text)) return fromNumber(field, Number(text), value);
		return fromText(field, text, timeZone);
	}
	if (value instanceof Date) {
		if (Number.isNaN(value.getTime()))
			throw new InputError(field, 'it is an invalid date', wallClockFix(field));
		return value.getTime();
	}
	const luxon = value as { toMillis?: () => number; isValid?: boolean };
	if (typeof luxon === 'object' && typeof luxon.toMillis === 'function') {
		const ms = luxon.toMillis();
		if (luxon.isValid === false || !Number.isFinite(ms))
			throw new InputError(field, 'it is an invalid date', wallClockFix(field));
		return ms;
	}
	throw new InputError(
		field,
		`expected a date or epoch milliseconds, got ${describeType(value)}`,
		wallClockFix(field),
	);
}
