import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/inputError';
import { recordId } from '../../../shared/ids';
import { parseInstant } from '../../../shared/time';
import { describeType, isObject, numberInRange, oneOf, splitList } from '../../../shared/validation';

export const GRANULARITIES = ['auto', '30s', '1m', '5m', '10m', '15m', '30m', '1h', '2h', '6h', '12h', '1d', '2d', '7d', '30d'] as const;
export const AGG_FNS = ['any', 'avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'none', 'quantile', 'sum'] as const;
export const WHERE_LANGUAGES = ['lucene', 'sql'] as const;
export const MAX_SERIES = 5;
export const MAX_GROUP_BY = 10;

function groupByList(field: string, value: unknown): string[] {
	if (value === undefined || value === null || value === '') return [];
	if (typeof value === 'string') return splitList(value);
	if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
		throw new InputError(field, `expected a list of field names, got ${describeType(value)}`, 'Give the fields to group by as comma-separated text or a list of texts, or leave it empty.');
	}
	return value.map((entry) => (entry as string).trim()).filter(Boolean);
}

/** Checks one series item; `where` defaults to "" (no filter) and `groupBy` to []. */
export function validateSeries(input: unknown, index: number): IDataObject {
	const at = `series[${index}]`;
	if (!isObject(input)) {
		throw new InputError(at, `expected an object, got ${describeType(input)}`, 'Give each series as {"sourceId", "aggFn", "where", "groupBy"}.');
	}
	const series: IDataObject = { ...input };
	series.sourceId = recordId(`${at}.sourceId`, input.sourceId, 'source', 'selfHosted');
	series.aggFn = oneOf(`${at}.aggFn`, input.aggFn, AGG_FNS);
	if (series.aggFn === 'quantile') {
		if (input.level === undefined || input.level === null || input.level === '') {
			throw new InputError(`${at}.level`, 'it is required for the quantile aggregation', 'Set "Level" to the quantile wanted, from 0 to 1 (e.g. 0.95).');
		}
		series.level = numberInRange(`${at}.level`, input.level, 0, 1);
	} else if (input.level !== undefined) {
		series.level = numberInRange(`${at}.level`, input.level, 0, 1);
	}
	const where = input.where ?? '';
	if (typeof where !== 'string') {
		throw new InputError(`${at}.where`, `expected text, got ${describeType(where)}`, 'Set "Where" to a filter such as level:error, or leave it empty for all events.');
	}
	series.where = where;
	if (input.whereLanguage !== undefined) series.whereLanguage = oneOf(`${at}.whereLanguage`, input.whereLanguage, WHERE_LANGUAGES);
	if (input.field !== undefined && typeof input.field !== 'string') {
		throw new InputError(`${at}.field`, `expected text, got ${describeType(input.field)}`, 'Set "Field" to the column or expression to aggregate.');
	}
	const groupBy = groupByList(`${at}.groupBy`, input.groupBy);
	if (groupBy.length > MAX_GROUP_BY) {
		throw new InputError(`${at}.groupBy`, `${groupBy.length} fields are more than ${MAX_GROUP_BY}`, `Group by at most ${MAX_GROUP_BY} fields.`);
	}
	series.groupBy = groupBy;
	return series;
}

/**
 * Checks a chart series request and returns it as the API takes it: times as epoch
 * milliseconds (`startTime < endTime`), 1 to 5 series with the same `groupBy`.
 * Unknown fields pass.
 */
export function validateChartRequest(input: IDataObject, timeZone = 'UTC'): IDataObject {
	const body: IDataObject = { ...input };
	body.startTime = parseInstant('startTime', input.startTime, timeZone);
	body.endTime = parseInstant('endTime', input.endTime, timeZone);
	if ((body.startTime as number) >= (body.endTime as number)) {
		throw new InputError(
			'startTime',
			`${new Date(body.startTime as number).toISOString()} is not before the end time ${new Date(body.endTime as number).toISOString()}`,
			'Set "Start Time" earlier than "End Time".',
		);
	}
	body.granularity = oneOf('granularity', input.granularity, GRANULARITIES);
	if (!Array.isArray(input.series)) {
		throw new InputError('series', `expected a list, got ${describeType(input.series)}`, `Add 1 to ${MAX_SERIES} series.`);
	}
	if (input.series.length < 1 || input.series.length > MAX_SERIES) {
		throw new InputError('series', `${input.series.length} series given`, `Add 1 to ${MAX_SERIES} series.`);
	}
	const series = input.series.map((item, index) => validateSeries(item, index));
	const first = (series[0].groupBy as string[]).join(', ');
	series.forEach((item, index) => {
		const groupBy = (item.groupBy as string[]).join(', ');
		if (groupBy !== first) {
			throw new InputError(
				`series[${index}].groupBy`,
				`"${groupBy}" differs from the first series' "${first}"`,
				'Give every series the same "Group By" fields, in the same order.',
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
	/** fixedCollection `{item: [{sourceId, aggFn, level, field, where, whereLanguage, groupBy, alias}]}`. */
	series: unknown;
}

/**
 * The request of the typed fields and the names of its series for the "points" output
 * (the alias, or the index when none is given). The alias is not sent; `level` is sent
 * only for quantiles and `field` only when given.
 */
export function chartFieldsToRequest(form: ChartForm): { body: IDataObject; names: Array<string | number> } {
	const entries = isObject(form.series) && Array.isArray(form.series.item) ? (form.series.item as unknown[]) : [];
	const names: Array<string | number> = [];
	const series = entries.map((entry, index) => {
		const fields = isObject(entry) ? entry : {};
		const alias = typeof fields.alias === 'string' ? fields.alias.trim() : '';
		names.push(alias || index);
		const item: IDataObject = {
			sourceId: typeof fields.sourceId === 'string' ? fields.sourceId.trim() : fields.sourceId,
			aggFn: fields.aggFn,
		};
		if (typeof fields.field === 'string' && fields.field.trim() !== '') item.field = fields.field.trim();
		if (fields.aggFn === 'quantile') item.level = fields.level;
		item.where = fields.where ?? '';
		item.whereLanguage = fields.whereLanguage ?? 'lucene';
		item.groupBy = splitList(fields.groupBy);
		return item;
	});
	return { body: { startTime: form.startTime, endTime: form.endTime, granularity: form.granularity, series }, names };
}
