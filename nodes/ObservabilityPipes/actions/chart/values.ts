import { ENUMS } from '../../../shared/api/apiSpec';

/*
 * The values of a chart request the node knows, apart from the request code (chartBody.ts) so
 * that the parameters (querySeries.operation.ts) list them without loading it. The documented values live in
 * shared/api/apiSpec.ts (held equal to the self-hosted document). The service also takes values
 * the document does not list (docs/api-notes.md#charts): those are the node's own additions,
 * kept here. A value outside these lists is still sent: a newer server may take it, and one
 * that does not answers 400 naming the field.
 */
export const GRANULARITIES = ENUMS.chartGranularities.values;
export const SERIES_RETURN_TYPES = ENUMS.chartSeriesReturnTypes.values;
export const AGG_FNS = [...ENUMS.chartAggFns.values, 'any', 'increase', 'none'];
export const WHERE_LANGUAGES = [...ENUMS.chartWhereLanguages.values, 'promql'];
export const METRIC_DATA_TYPES = [
	...ENUMS.chartMetricDataTypes.values,
	'summary',
	'exponential histogram',
];
export const SORT_ORDERS = ENUMS.sortOrders.values;
/** The quantiles the service computes (numbers; the spec entry holds them as text). */
export const QUANTILE_LEVELS = ENUMS.quantileLevels.values.map(Number);
/** No document defines `dataSource` (docs/api-notes.md#charts): the node's own list. */
export const DATA_SOURCES = ['events', 'metrics'] as const;
