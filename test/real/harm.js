'use strict';
// Inputs the node refuses before sending although the real self-hosted server would accept them,
// kept because the refusal prevents harm (docs/real-server.md, "Refusals the real server would
// not make"). Each entry: the batch (`op` and `varies` patterns), a pattern of the input's label,
// and the reason (the id the document explains it under).
const HARM = [
	{
		id: 'ids-in-paths',
		op: /./,
		varies: /^(alert|dashboard|source|webhook|savedSearch|connection)Id$/,
		label: /^(empty text|list)$/,
		reason:
			'an id goes into the path: an empty one makes the request another route (the list, or the collection), a list another record',
	},
	{
		id: 'empty-tile-id',
		// Dashboard: Validate checks the body Dashboard: Create would send: it refuses what Create refuses
		op: /^dashboard:(create|validate)$/,
		varies: /^jsonBody/,
		label: /^tile id empty$/,
		reason:
			'a tile stored under the empty id can be named by no alert and told from no other such tile (Validate answers for the Create that would store it)',
	},
	{
		id: 'reversed-range',
		op: /^chart:querySeries$/,
		varies: /^(jsonBody|fields)/,
		label: /^startTime > endTime/,
		reason:
			'a range that ends before it starts answers an empty series (here a 500 from the database): a workflow counting errors would read "none"',
	},
	{
		id: 'nothing-to-change',
		op: /:update$/,
		varies: /^fields: updateFields$/,
		label: /^nothing to change/,
		reason:
			'an update whose fields all resolve to nothing writes the record read back unchanged: a full replace that can only undo what others changed meanwhile',
	},
	{
		id: 'name-expression-gave-nothing',
		op: /^dashboard:create$/,
		varies: /^fields: name$/,
		label: /^blank$/,
		reason:
			'the typed form\'s required Name from an expression that gave only blanks: each item would create an unnamed dashboard (a JSON body may send "", and the node sends it)',
	},
	{
		id: 'header-without-name',
		op: /^webhook:(create|update)$/,
		varies: /headers/,
		label: /header without a name/,
		reason: 'a header without a name cannot be sent: every notification of the webhook would fail',
	},
];

/** The entry that explains why the node refuses this input, or undefined. */
function harmPrevented(batch, input) {
	return HARM.find(
		(entry) =>
			entry.op.test(batch.op) && entry.varies.test(batch.varies) && entry.label.test(input.label),
	);
}

module.exports = { HARM, harmPrevented };
