import type { IDataObject } from 'n8n-workflow';

type Value = IDataObject[string];

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;
const SERIES_KEY = /^series_(\d+)\.data$/;
/** Bucket times below this are epoch seconds (before March 1973 in milliseconds). */
const SMALLEST_MS = 1e11;

/**
 * A numeric text as a number. Integers beyond Number.MAX_SAFE_INTEGER stay text, since a
 * number would silently change their last digits; anything else that is not a number
 * (null, "nan", "inf") stays as it is.
 */
export function numericValue(value: Value): Value {
	if (typeof value !== 'string') return value;
	const text = value.trim();
	if (!NUMERIC.test(text)) return value;
	const number = Number(text);
	if (!Number.isFinite(number)) return value;
	if (INTEGER.test(text) && !Number.isSafeInteger(number)) return value;
	return number;
}

/** A row with its bucket time and series values as numbers; `group` and other fields untouched. */
export function convertRow(row: IDataObject): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(row)) {
		out[key] = key === 'ts_bucket' || SERIES_KEY.test(key) ? numericValue(value) : value;
	}
	return out;
}

/** ISO 8601 text of a bucket time given as epoch ms, epoch seconds, numeric text or a date text. */
export function bucketTime(value: Value): Value {
	const number = numericValue(value);
	if (typeof number === 'number')
		return new Date(number < SMALLEST_MS ? number * 1000 : number).toISOString();
	if (typeof number === 'string') {
		const parsed = Date.parse(number);
		if (!Number.isNaN(parsed)) return new Date(parsed).toISOString();
	}
	return value;
}

/**
 * One point per row and series, in row order then series order:
 * `{timestamp, series, group, value}` where `series` is the series' name (its alias, or
 * its index) and `group` the row's group values or null.
 */
export function rowsToPoints(
	rows: IDataObject[],
	names: Array<string | number> = [],
): IDataObject[] {
	const points: IDataObject[] = [];
	for (const row of rows) {
		const series = Object.keys(row)
			.map((key) => ({ key, match: SERIES_KEY.exec(key) }))
			.filter((entry): entry is { key: string; match: RegExpExecArray } => entry.match !== null)
			.map(({ key, match }) => ({ key, index: Number(match[1]) }))
			.sort((a, b) => a.index - b.index);
		for (const { key, index } of series) {
			points.push({
				timestamp: bucketTime(row.ts_bucket),
				series: names[index] ?? index,
				group: row.group === undefined ? null : row.group,
				value: numericValue(row[key]),
			});
		}
	}
	return points;
}
