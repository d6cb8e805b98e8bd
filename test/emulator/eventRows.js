'use strict';
/**
 * Rows a test writes into the self-hosted server's event tables (the control route
 * `POST /__emulator/rows`, `emu.writeRows`), as `npm run test:real` writes them into the real
 * server's columnar database: one object per row, keyed by column, `Timestamp` as the engine
 * writes it (`2026-11-01 10:00:00.000000000`, UTC) or ISO 8601. A table with written rows answers
 * the event search and the chart series of the sources on it from those rows (search.js,
 * charts.js); the other tables keep the synthetic events. `reset()` forgets them.
 */

/** Epoch ms of a written timestamp (engine text in UTC, ISO 8601, or a number). @param {unknown} value */
function epochMs(value) {
	if (typeof value === 'number') return value;
	const text = String(value ?? '');
	const engine = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d+))?Z?$/.exec(text);
	if (engine) {
		const fraction = (engine[3] ?? '').padEnd(3, '0').slice(0, 3);
		return Date.parse(`${engine[1]}T${engine[2]}.${fraction}Z`);
	}
	return Date.parse(text);
}

/** @param {import('./store').Store} store @param {Array<Record<string, any>>} rows @param {string} [table] */
function writeEventRows(store, rows, table = 'otel_logs') {
	const list = store.eventRows.get(table) ?? [];
	for (const row of rows) {
		const ms = epochMs(row.Timestamp ?? row.TimeUnix);
		if (Number.isNaN(ms))
			throw new Error(`a written row has no readable Timestamp: ${JSON.stringify(row)}`);
		list.push({ ...row, __ms: ms });
	}
	store.eventRows.set(table, list);
	return list.length;
}

/** @param {import('./store').Store} store @param {string} [table] */
function clearEventRows(store, table) {
	if (table) store.eventRows.delete(table);
	else store.eventRows.clear();
}

/** The written rows of a source's table, or undefined when none were written. @param {import('./store').Store} store @param {any} source */
function writtenRowsOf(store, source) {
	return store.eventRows.get(source?.from?.tableName ?? '');
}

module.exports = { writeEventRows, clearEventRows, writtenRowsOf, epochMs };

// ---- answers from written rows -----------------------------------------------------------------

const V = require('./validation');

/** Timestamps as the server answers them: ISO 8601 with nine fraction digits. @param {number} ms */
const nanoIso = (ms) => new Date(ms).toISOString().replace(/Z$/, '000000Z');

/** Comma-separated items of a list, commas inside brackets or quotes kept. @param {string} text */
function splitList(text) {
	const items = [];
	let depth = 0;
	let quote = '';
	let current = '';
	for (const ch of text) {
		if (quote) {
			if (ch === quote) quote = '';
		} else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
		else if (ch === '(' || ch === '[') depth++;
		else if (ch === ')' || ch === ']') depth--;
		else if (ch === ',' && depth === 0) {
			items.push(current.trim());
			current = '';
			continue;
		}
		current += ch;
	}
	if (current.trim()) items.push(current.trim());
	return items;
}

/**
 * A column expression of a written row: a column, or a map lookup `Map['key']` (named as the
 * engine names it, `arrayElement(Map, 'key')`). Returns { name, value(row) }.
 * @param {string} expression @param {string} field
 */
function columnExpression(expression, field) {
	const lookup = /^([A-Za-z_]\w*)\['((?:[^'\\]|\\.)*)'\]$/.exec(expression);
	if (lookup) {
		const [, map, key] = lookup;
		return {
			name: `arrayElement(${map}, '${key}')`,
			value: (/** @type {Record<string, any>} */ row) => row[map]?.[key] ?? '',
		};
	}
	if (!/^[A-Za-z_]\w*$/.test(expression))
		V.fail(field, `The emulator reads written rows by column or Map['key'] only: '${expression}'`);
	return {
		name: expression,
		value: (/** @type {Record<string, any>} */ row) =>
			expression === 'Timestamp' ? nanoIso(row.__ms) : (row[expression] ?? defaultOf(expression)),
	};
}

/** What the engine answers for a column a row was written without. @param {string} column */
function defaultOf(column) {
	return /Attributes$/.test(column) ? {} : /Number$|Flags$/.test(column) ? 0 : '';
}

/**
 * The keys of an ORDER BY, `Column [ASC|DESC], ...` (the Sort collection's form too), the first
 * deciding first, as the server's. `readerOf(column)` gives what a key reads of a row and
 * refuses a column the rows lack (written rows and synthetic events read their columns apart).
 * @param {string} orderBy @param {(column: string) => (row: Record<string, any>) => unknown} readerOf
 */
function orderKeys(orderBy, readerOf) {
	return splitList(orderBy).map((item) => {
		const m = /^(.+?)(?:\s+(ASC|DESC))?$/i.exec(item.trim());
		return { read: readerOf((m?.[1] ?? '').trim()), dir: m?.[2] && /^desc$/i.test(m[2]) ? -1 : 1 };
	});
}

/**
 * Rows sorted by the keys of `orderKeys`.
 * @param {Array<Record<string, any>>} rows @param {ReturnType<typeof orderKeys>} keys
 */
function inOrder(rows, keys) {
	return rows.slice().sort((a, b) => {
		for (const { read, dir } of keys) {
			const x = /** @type {any} */ (read(a));
			const y = /** @type {any} */ (read(b));
			if (x < y) return -dir;
			if (x > y) return dir;
		}
		return 0;
	});
}

/** What a key of ORDER BY reads of a written row (its time as epoch ms). @param {string} column */
function writtenColumn(column) {
	const expression = columnExpression(column, 'orderBy');
	return expression.name === 'Timestamp' ? (/** @type {any} */ row) => row.__ms : expression.value;
}

/**
 * The rows a search answers from written rows: those of the range (start and end included, as
 * the server's time filter), matching the filter, in the order asked (default: newest first),
 * paged, each with the selected columns (default: the source's default select expression).
 * @param {{startTime: number, endTime: number, where: string, whereLanguage: string, select: string, orderBy: string, maxResults: number, offset: number}} q
 * @param {any} source @param {Array<Record<string, any>>} written
 * @param {(where: string, language: string, columns: readonly string[]) => (row: any) => boolean} predicate
 */
function searchWritten(q, source, written, predicate) {
	const selectText = q.select.trim() || source.defaultTableSelectExpression || 'Timestamp';
	const selected = splitList(selectText).map((item) => columnExpression(item, 'select'));
	const columns = [...new Set(written.flatMap((row) => Object.keys(row)))].filter(
		(c) => c !== '__ms',
	);
	const keep = predicate(q.where, q.whereLanguage, columns);
	const inRange = written.filter(
		(row) => row.__ms >= q.startTime && row.__ms <= q.endTime && keep(rowForFilter(row)),
	);
	return inOrder(inRange, orderKeys(q.orderBy.trim() || 'Timestamp DESC', writtenColumn))
		.slice(q.offset, q.offset + q.maxResults)
		.map((row) => Object.fromEntries(selected.map((c) => [c.name, c.value(row)])));
}

/** A row as the filter reads it (timestamps as the server prints them). @param {Record<string, any>} row */
function rowForFilter(row) {
	const { __ms, ...fields } = row;
	return { ...fields, Timestamp: nanoIso(__ms) };
}

/** The server's quantile: linear interpolation between the sorted values. @param {number[]} values @param {number} level */
function quantile(values, level) {
	const sorted = values.slice().sort((a, b) => a - b);
	const position = (sorted.length - 1) * level;
	const low = Math.floor(position);
	const high = Math.ceil(position);
	return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/**
 * One series' value over the rows of a bucket and group (in write order), typed as the server
 * answers it: 64-bit results (count, count_distinct, sum) as numeric text, the others numbers.
 * @param {any} series @param {Array<Record<string, any>>} rows
 */
function aggregate(series, rows) {
	const field = series.field || '';
	const values = () =>
		rows.map((row) => Number(columnExpression(field, `series.field`).value(row)));
	switch (series.aggFn) {
		case 'count':
			return String(rows.length);
		case 'count_distinct':
			return String(
				new Set(
					rows.map((row) => JSON.stringify(columnExpression(field, 'series.field').value(row))),
				).size,
			);
		case 'sum':
			return String(values().reduce((a, b) => a + b, 0));
		case 'avg':
			return values().reduce((a, b) => a + b, 0) / rows.length;
		case 'min':
			return Math.min(...values());
		case 'max':
			return Math.max(...values());
		case 'quantile':
			return quantile(values(), series.level ?? 0.5);
		case 'last_value':
			return values()[
				rows.map((row) => row.__ms).indexOf(Math.max(...rows.map((row) => row.__ms)))
			];
		case 'any':
			return values()[0];
		default:
			return V.fail(
				'series.aggFn',
				`The emulator does not aggregate written rows with '${series.aggFn}'`,
			);
	}
}

/**
 * The chart series rows from written rows, as the server builds them: each series queried on its
 * own (rows of the range, start and end included, matching its filter), bucketed by the
 * granularity and grouped by the groupBy fields, one value per bucket and group that has rows;
 * then merged by bucket and group, `{ts_bucket, group: [values], 'series_<i>.data'}`.
 * @param {{startTime: number, endTime: number, stepMs: number, series: any[], groupBy: string[]}} req
 * @param {(sourceId: string) => any} sourceOf @param {(source: any) => Array<Record<string, any>> | undefined} writtenOf
 * @param {(where: string, language: string, columns: readonly string[]) => (row: any) => boolean} predicate
 */
function chartWritten(req, sourceOf, writtenOf, predicate) {
	/** @type {Map<string, Record<string, any>>} */
	const merged = new Map();
	req.series.forEach((series, index) => {
		const written = writtenOf(sourceOf(series.sourceId)) ?? [];
		const columns = [...new Set(written.flatMap((row) => Object.keys(row)))];
		const keep = predicate(series.where || '', series.whereLanguage || 'lucene', columns);
		const groupReaders = req.groupBy.map((g) => columnExpression(g.trim(), 'series.groupBy'));
		/** @type {Map<string, {ts: number, group: unknown[], rows: any[]}>} */
		const buckets = new Map();
		for (const row of written) {
			if (row.__ms < req.startTime || row.__ms > req.endTime || !keep(rowForFilter(row))) continue;
			const ts = Math.floor(row.__ms / req.stepMs) * req.stepMs;
			const group = groupReaders.map((reader) => reader.value(row));
			const key = `${ts}|${JSON.stringify(group)}`;
			if (!buckets.has(key)) buckets.set(key, { ts, group, rows: [] });
			buckets.get(key)?.rows.push(row);
		}
		for (const [key, bucket] of [...buckets].sort((a, b) => a[1].ts - b[1].ts)) {
			if (!merged.has(key)) merged.set(key, { ts_bucket: bucket.ts, group: bucket.group });
			const out = /** @type {Record<string, any>} */ (merged.get(key));
			out[`series_${index}.data`] = aggregate(series, bucket.rows);
		}
	});
	return [...merged.values()];
}

module.exports.searchWritten = searchWritten;
module.exports.chartWritten = chartWritten;
module.exports.nanoIso = nanoIso;
module.exports.orderKeys = orderKeys;
module.exports.inOrder = inOrder;
