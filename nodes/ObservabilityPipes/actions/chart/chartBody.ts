import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, type Fields } from '../../../shared/input/schema';
import { recordId } from '../../../shared/api/ids';
import { parseInstant } from '../../../shared/input/time';
import { openEnum, splitList } from '../../../shared/input/validation';
import {
	AGG_FNS,
	DATA_SOURCES,
	GRANULARITIES,
	METRIC_DATA_TYPES,
	QUANTILE_LEVELS,
	SERIES_RETURN_TYPES,
	SORT_ORDERS,
	WHERE_LANGUAGES,
} from './values';
import { describeType, isObject } from '../../../shared/base/helpers';

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

/**
 * The text fields of a series (the server judges their values: enums pass values the package
 * does not list).
 */
const SERIES_FIELDS: Fields = {
	aggFn: { type: 'string', enum: AGG_FNS },
	whereLanguage: { type: 'string', enum: WHERE_LANGUAGES },
	dataSource: { type: 'string', enum: DATA_SOURCES },
	sortOrder: { type: 'string', enum: SORT_ORDERS },
	metricDataType: { type: 'string', enum: METRIC_DATA_TYPES },
	field: { type: 'string' },
	metricName: { type: 'string' },
};

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
	const series = checkFields(input, SERIES_FIELDS, at, {}, ['aggFn']);
	series.sourceId = recordId(`${at}.sourceId`, input.sourceId, 'source', 'selfHosted');
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
	const groupBy = groupByList(`${at}.groupBy`, input.groupBy);
	series.groupBy = groupBy;
	return series;
}

/**
 * Checks a chart series request and returns it as the API takes it: times as epoch
 * milliseconds, `granularity` only when given (the service picks one otherwise), at least one
 * series (how many, and their `groupBy`, are the server's to judge). A start after the end is refused (that range holds no
 * time); a start equal to the end is sent (an empty window has no rows). Unknown fields pass.
 */
export function validateChartRequest(input: IDataObject, timeZone = 'UTC'): IDataObject {
	const body: IDataObject = { ...input };
	body.startTime = parseInstant('startTime', input.startTime, timeZone);
	body.endTime = parseInstant('endTime', input.endTime, timeZone);
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
			'Add at least one series.',
		);
	}
	if (input.series.length < 1)
		throw new InputError('series', 'no series given', 'Add at least one series.');
	body.series = input.series.map((item, index) => validateSeries(item, index));
	return body;
}

interface ChartForm {
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
