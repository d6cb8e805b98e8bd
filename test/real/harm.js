'use strict';
// Inputs the node refuses before sending although the real self-hosted server would accept them,
// kept because the refusal prevents harm (docs/real-server.md, "Refusals the real server would
// not make"). Each entry: the batch (`op`, `varies`), a pattern of the input's label, the reason.
const HARM = [];

/** The entry that explains why the node refuses this input, or undefined. */
function harmPrevented(batch, input) {
	return HARM.find(
		(entry) => entry.op === batch.op && entry.varies.test(batch.varies) && entry.label.test(input.label),
	);
}

module.exports = { HARM, harmPrevented };
