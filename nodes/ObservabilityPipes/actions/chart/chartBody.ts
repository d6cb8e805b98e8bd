import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { recordId } from '../../../shared/api/ids';
import { parseInstant } from '../../../shared/input/time';
import { openEnum, splitList } from '../../../shared/input/validation';
import {
	AGG_FNS,
	DATA_SOURCES,
	GRANULARITIES,
	MAX_GROUP_BY,
	MAX_SERIES,
	METRIC_DATA_TYPES,
	QUANTILE_LEVELS,
	SERIES_RETURN_TYPES,
	SORT_ORDERS,
	WHERE_LANGUAGES,
} from './values';
import { describeType, isObject } from '../../../shared/util';

/** The service takes timestamps of at least 13 digits (epoch ms from 2001-09-09T01:46:40Z on). */
const SMALLEST_TIMESTAMP = 1e12;

function groupByList(field: string, value: unknown): string[] {
	if (value === undefined || value === null || value === '') return [];
	if (typeof value === 'string') return splitList(value);
	if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
		throw new InputError(
			field,
			`expected a list of field names, got ${describeType(value)}`,
			'Give the fields to group by as comma-separated text or a list of texts, or leave it empty.',
		);
	}
	return value.map((entry) => (entry as string).trim()).filter(Boolean);
}

/**
 * A quantile level as a number (also as text, from an expression). A number the service is not
 * known to compute is still sent (a newer server may); only what is not a number is refused.
 */
function quantileLevel(field: string, value: unknown): number {
	const level = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof level !== 'number' || !Number.isFinite(level)) {
		const shown = typeof value === 'string' ? JSON.stringify(value) : describeType(value);
		throw new InputError(
			field,
			`expected a number, got ${shown}`,
			`Set 'Level' to one of ${QUANTILE_LEVELS.join(', ')}, or leave it out.`,
		);
	}
	return level;
}

function textField(field: string, value: unknown, fix: string): void {
	if (value !== undefined && typeof value !== 'string')
		throw new InputError(field, `expected text, got ${describeType(value)}`, fix);
}

/** An instant as the service takes it: epoch ms of at least 13 digits. */
function timestamp(field: string, value: unknown, timeZone: string): number {
	const ms = parseInstant(field, value, timeZone);
	if (ms < SMALLEST_TIMESTAMP) {
		throw new InputError(
			field,
			`${new Date(ms).toISOString()} is before 2001-09-09T01:46:40Z`,
			'The service takes times from 2001-09-09T01:46:40Z (epoch milliseconds of 13 digits) on: give a later date.',
		);
	}
	return ms;
}

/**
 * Checks one series item; `where` defaults to "" (no filter) and `groupBy` to []. `level` is
 * optional (also for quantiles), and so are `dataSource`, `field`, `sortOrder`,
 * `metricDataType` and `metricName`.
 */
export function validateSeries(input: unknown, index: number): IDataObject {
	const at = `series[${index}]`;
	if (!isObject(input)) {
		throw new InputError(
			at,
			`expected an object, got ${describeType(input)}`,
			'Give each series as {"sourceId", "aggFn", "where", "groupBy"}.',
		);
	}
	const series: IDataObject = { ...input };
	series.sourceId = recordId(`${at}.sourceId`, input.sourceId, 'source', 'selfHosted');
	series.aggFn = openEnum(`${at}.aggFn`, input.aggFn, AGG_FNS);
	if (input.level !== undefined) series.level = quantileLevel(`${at}.level`, input.level);
	const where = input.where ?? '';
	if (typeof where !== 'string') {
		throw new InputError(
			`${at}.where`,
			`expected text, got ${describeType(where)}`,
			"Set 'Where' to a filter such as level:error, or leave it empty for all events.",
		);
	}
	series.where = where;
	if (input.whereLanguage !== undefined)
		series.whereLanguage = openEnum(`${at}.whereLanguage`, input.whereLanguage, WHERE_LANGUAGES);
	if (input.dataSource !== undefined)
		series.dataSource = openEnum(`${at}.dataSource`, input.dataSource, DATA_SOURCES);
	if (input.sortOrder !== undefined)
		series.sortOrder = openEnum(`${at}.sortOrder`, input.sortOrder, SORT_ORDERS);
	if (input.metricDataType !== undefined)
		series.metricDataType = openEnum(
			`${at}.metricDataType`,
			input.metricDataType,
			METRIC_DATA_TYPES,
		);
	textField(`${at}.field`, input.field, "Set 'Field' to the column or expression to aggregate.");
	textField(
		`${at}.metricName`,
		input.metricName,
		"Set 'Metric Name' to the name of the metric, e.g. http_requests_total.",
	);
	const groupBy = groupByList(`${at}.groupBy`, input.groupBy);
	if (groupBy.length > MAX_GROUP_BY) {
		throw new InputError(
			`${at}.groupBy`,
			`${groupBy.length} fields are more than ${MAX_GROUP_BY}`,
			`Group by at most ${MAX_GROUP_BY} fields.`,
		);
	}
	series.groupBy = groupBy;
	return series;
}

/**
 * Checks a chart series request and returns it as the API takes it: times as epoch
 * milliseconds, `granularity` only when given (the service picks one otherwise), 1 to 5
 * series with the same `groupBy`. A start after the end is refused (that range holds no
 * time); a start equal to the end is sent (an empty window has no rows). Unknown fields pass.
 */
export function validateChartRequest(input: IDataObject, timeZone = 'UTC'): IDataObject {
	const body: IDataObject = { ...input };
	body.startTime = timestamp('startTime', input.startTime, timeZone);
	body.endTime = timestamp('endTime', input.endTime, timeZone);
	if ((body.startTime as number) > (body.endTime as number)) {
		throw new InputError(
			'startTime',
			`${new Date(body.startTime as number).toISOString()} is after the end time ${new Date(body.endTime as number).toISOString()}, so the range holds no time and the service would answer no rows`,
			"Set 'Start Time' earlier than 'End Time' (were the two swapped?).",
		);
	}
	if (input.granularity === undefined || input.granularity === null || input.granularity === '')
		delete body.granularity;
	else body.granularity = openEnum('granularity', input.granularity, GRANULARITIES);
	if (input.seriesReturnType !== undefined)
		body.seriesReturnType = openEnum(
			'seriesReturnType',
			input.seriesReturnType,
			SERIES_RETURN_TYPES,
		);
	if (!Array.isArray(input.series)) {
		throw new InputError(
			'series',
			`expected a list, got ${describeType(input.series)}`,
			`Add 1 to ${MAX_SERIES} series.`,
		);
	}
	if (input.series.length < 1 || input.series.length > MAX_SERIES) {
		throw new InputError(
			'series',
			`${input.series.length} series given`,
			`Add 1 to ${MAX_SERIES} series.`,
		);
	}
	const series = input.series.map((item, index) => validateSeries(item, index));
	const first = (series[0].groupBy as string[]).join(', ');
	series.forEach((item, index) => {
		const groupBy = (item.groupBy as string[]).join(', ');
		if (groupBy !== first) {
			throw new InputError(
				`series[${index}].groupBy`,
				`"${groupBy}" differs from the first series' "${first}"`,
				"Give every series the same 'Group By' fields, in the same order.",
			);
		}
	});
	body.series = series;
	return body;
}

export interface ChartForm {
	startTime: IDataObject[string];
	endTime: IDataObject[string];
	granularity: IDataObject[string];
	/**
	 * fixedCollection `{item: [{sourceId, aggFn, level, field, where, whereLanguage, groupBy,
	 * alias, dataSource, metricName, metricDataType, sortOrder}]}`.
	 */
	series: unknown;
}

/** Series options of the form sent only when set (an empty choice or text leaves them out). */
const OPTIONAL_SERIES_FIELDS = ['dataSource', 'metricName', 'metricDataType', 'sortOrder'] as const;

/**
 * The request of the typed fields and the names of its series for the "points" output
 * (the alias, or the index when none is given). The alias is not sent; `level` is sent
 * only for quantiles, `field` and the optional series fields only when given, and
 * `granularity` not when empty (the service then picks it, as for "auto").
 */
export function chartFieldsToRequest(form: ChartForm): {
	body: IDataObject;
	names: Array<string | number>;
} {
	const entries =
		isObject(form.series) && Array.isArray(form.series.item) ? (form.series.item as unknown[]) : [];
	const names: Array<string | number> = [];
	const series = entries.map((entry, index) => {
		const fields = isObject(entry) ? entry : {};
		const alias = typeof fields.alias === 'string' ? fields.alias.trim() : '';
		names.push(alias || index);
		const item: IDataObject = {
			sourceId: typeof fields.sourceId === 'string' ? fields.sourceId.trim() : fields.sourceId,
			aggFn: fields.aggFn,
		};
		if (typeof fields.field === 'string' && fields.field.trim() !== '')
			item.field = fields.field.trim();
		if (fields.aggFn === 'quantile') item.level = fields.level;
		item.where = fields.where ?? '';
		item.whereLanguage = fields.whereLanguage ?? 'lucene';
		item.groupBy = splitList(fields.groupBy);
		for (const name of OPTIONAL_SERIES_FIELDS) {
			const value =
				typeof fields[name] === 'string' ? (fields[name] as string).trim() : fields[name];
			if (value !== undefined && value !== null && value !== '') item[name] = value;
		}
		return item;
	});
	const body: IDataObject = { startTime: form.startTime, endTime: form.endTime, series };
	if (form.granularity !== '') body.granularity = form.granularity;
	return { body, names };
}
