import { InputError } from '../base/inputError';
import { describeType } from '../base/helpers';

/** Epoch milliseconds before this (March 1973) are almost surely epoch seconds. */
const SMALLEST_MS = 1e11;

/**
 * Every ISO 8601 form of a date and time (n8n's node UI design: "supports all ISO 8601
 * formats"), extended (`2025-01-15T10:00:00Z`) and basic (`20250115T100000Z`): calendar,
 * ordinal (`2025-015`) and week dates (`2025-W03-3`, `2025-W03`), a year and month or a year
 * alone; times of hours, minutes or seconds with a decimal fraction (`.` or `,`) on the last,
 * `24:00` for the end of a day, a leap second; a zone of `Z`, hours or hours and minutes (with
 * `-` or the minus sign `−`); `T` or a space before the time.
 */
const ISO_DATE =
	/^([+-]\d{6}|\d{4})(?:-(\d{2})(?:-(\d{2}))?|(\d{2})(\d{2})|-(\d{3})|(\d{3})|-W(\d{2})(?:-([1-7]))?|W(\d{2})([1-7])?)?$/i;
const ISO_TIME = /^(\d{2})(?:(?::(\d{2})(?::(\d{2}))?)|(?:(\d{2})(\d{2})?))?(?:[.,](\d+))?$/;
const ISO_ZONE = /(Z|[+\-−]\d{2}(?::?\d{2})?)$/i;

/** The parts of an ISO 8601 text, or undefined when the text is not one. */
interface IsoParts {
	/** The wall time as if it were UTC, in milliseconds. */
	wall: number;
	/** Minutes ahead of UTC; undefined: no zone given. */
	zoneMinutes?: number;
	/** Whether the calendar fields were out of range (February 30, 25:00). */
	invalid: boolean;
}

/** Monday of ISO week 1 of `year` (the week that holds January 4), as UTC milliseconds. */
function isoWeekOne(year: number): number {
	const january4 = Date.UTC(year, 0, 4);
	const weekday = new Date(january4).getUTCDay() || 7;
	return january4 - (weekday - 1) * 86400000;
}

function isoDate(text: string): { ms: number; invalid: boolean } | undefined {
	const m = ISO_DATE.exec(text);
	if (!m) return undefined;
	const year = Number(m[1]);
	const utc = (month: number, day: number) => {
		const ms = Date.UTC(year, month - 1, day);
		const at = new Date(ms);
		// Date.UTC maps years 0-99 to 1900-1999; set the year itself.
		at.setUTCFullYear(year, month - 1, day);
		const invalid = at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day;
		return { ms: at.getTime(), invalid };
	};
	const month = m[2] ?? m[4];
	const day = m[3] ?? m[5];
	if (month !== undefined) return utc(Number(month), day === undefined ? 1 : Number(day));
	const ordinal = m[6] ?? m[7];
	if (ordinal !== undefined) {
		const start = utc(1, 1).ms;
		const days = Number(ordinal);
		const ms = start + (days - 1) * 86400000;
		return { ms, invalid: days < 1 || new Date(ms).getUTCFullYear() !== year };
	}
	const week = m[8] ?? m[10];
	if (week !== undefined) {
		const weekday = Number(m[9] ?? m[11] ?? '1');
		const ms = isoWeekOne(year) + ((Number(week) - 1) * 7 + weekday - 1) * 86400000;
		const weeks = isoWeekOne(year + 1) - isoWeekOne(year);
		return { ms, invalid: Number(week) < 1 || (Number(week) - 1) * 7 * 86400000 >= weeks };
	}
	return utc(1, 1);
}

function isoTime(text: string): { ms: number; invalid: boolean } | undefined {
	const m = ISO_TIME.exec(text);
	if (!m) return undefined;
	const hour = Number(m[1]);
	const minute = m[2] ?? m[4];
	const second = m[3] ?? m[5];
	const fraction = m[6] === undefined ? 0 : Number(`0.${m[6]}`);
	// The fraction belongs to the last component given.
	const unit = second !== undefined ? 1000 : minute !== undefined ? 60000 : 3600000;
	const ms =
		hour * 3600000 +
		Number(minute ?? 0) * 60000 +
		Number(second ?? 0) * 1000 +
		Math.floor(fraction * unit + 1e-6);
	const endOfDay = hour === 24 && ms === 24 * 3600000;
	const invalid = (hour > 23 && !endOfDay) || Number(minute ?? 0) > 59 || Number(second ?? 0) > 60;
	return { ms, invalid };
}

/** An ISO 8601 date or date and time, or undefined when the text is none. */
export function isoParts(text: string): IsoParts | undefined {
	const [datePart, timeAndZone, ...more] = text.split(/[T ]/i);
	if (more.length > 0) return undefined;
	let timePart = timeAndZone;
	let zoneMinutes: number | undefined;
	if (timePart !== undefined) {
		const zone = ISO_ZONE.exec(timePart);
		if (zone) {
			timePart = timePart.slice(0, -zone[1].length);
			if (!/^z$/i.test(zone[1])) {
				const sign = zone[1].startsWith('+') ? 1 : -1;
				const digits = zone[1].slice(1).replace(':', '');
				zoneMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
			} else zoneMinutes = 0;
		}
	}
	const date = isoDate(datePart);
	if (!date) return undefined;
	if (timePart === undefined) return { wall: date.ms, invalid: date.invalid };
	const time = isoTime(timePart);
	if (!time) return undefined;
	return { wall: date.ms + time.ms, zoneMinutes, invalid: date.invalid || time.invalid };
}

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
	const parts = isoParts(text);
	if (parts) {
		if (parts.invalid)
			throw new InputError(field, `"${text}" is not a valid date`, wallClockFix(field));
		if (parts.zoneMinutes === undefined) return fromWallClock(parts.wall, timeZone);
		return parts.wall - parts.zoneMinutes * 60000;
	}
	const parsed = Date.parse(text);
	if (Number.isNaN(parsed))
		throw new InputError(field, `"${text}" is not a date`, wallClockFix(field));
	if (NAMED_ZONE.test(text)) return parsed;
	// JavaScript reads a text without a zone (`01/15/2025 10:00`) in the host's zone: take the
	// wall time it read and place it in `timeZone` instead.
	const local = new Date(parsed);
	const wall = Date.UTC(
		local.getFullYear(),
		local.getMonth(),
		local.getDate(),
		local.getHours(),
		local.getMinutes(),
		local.getSeconds(),
		local.getMilliseconds(),
	);
	return fromWallClock(wall, timeZone);
}

/** A zone in a non-ISO date text: `Z`, `UTC`, `GMT` (with or without an offset), a US zone name or a numeric offset. */
const NAMED_ZONE = /\b(?:Z|UTC|GMT|[ECMP][SD]T)\b|(?:\s|:\d{2})[+\-−]\d{2}:?\d{2}\s*(?:\(.*\))?$/i;

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
		// A year (`2025`), an ordinal (`2025015`) or a calendar date (`20250115`) in ISO 8601's basic form.
		if (/^\d{4}$|^\d{7,8}$/.test(text)) return fromText(field, text, timeZone);
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

/**
 * A point in time of a date-and-time field: what `parseInstant` takes (the picker's text without
 * a zone is wall time of `timeZone`, the workflow's), and epoch numbers in seconds as well as
 * milliseconds (a whole number below 10^11, before March 1973 in milliseconds, is seconds).
 */
export function parsePointInTime(field: string, value: unknown, timeZone: string): number {
	const text = typeof value === 'string' ? value.trim() : undefined;
	const number =
		typeof value === 'number'
			? value
			: text !== undefined && /^\d+$/.test(text) && !/^\d{4}$|^\d{7,8}$/.test(text)
				? Number(text)
				: undefined;
	if (number !== undefined && Number.isInteger(number) && number >= 0 && number < SMALLEST_MS)
		return number * 1000;
	return parseInstant(field, value, timeZone);
}

/** Whole epoch seconds of an instant in milliseconds (a fraction of a second is dropped). */
export function epochSeconds(ms: number): number {
	return Math.floor(ms / 1000);
}

/**
 * An instant as UTC wall time in the form `2021-01-01T00:00` (seconds and milliseconds only
 * when the instant has them), without a zone.
 */
export function utcWallTime(ms: number): string {
	const iso = new Date(ms).toISOString();
	if (iso.endsWith(':00.000Z')) return iso.slice(0, -8);
	if (iso.endsWith('.000Z')) return iso.slice(0, -5);
	return iso.slice(0, -1);
}
