/*
 * Limits and examples of a dashboard body that the parameters (dashboardParameters.ts) show too, apart
 * from the body code (dashboardBody.ts) so that the editor's description does not load it.
 */

/** Tag limits of the documents (docs/api-notes.md#dashboards). */
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 32;

/** Examples of the two JSON lists of a dashboard, shown as placeholders and in error fixes. */
export const SAVED_FILTER_VALUES_EXAMPLE =
	'[{"type": "sql", "condition": "ServiceName = \'checkout\'"}, {"type": "variable", "name": "env", "values": ["production"]}]';
export const FILTER_EXAMPLE =
	'[{"type": "QUERY_EXPRESSION", "name": "Environment", "expression": "environment", "sourceId": "<source ID>"}]';
