'use strict';
// The differences between the real self-hosted server's answers and the emulator's that
// neither can lose: each is explained in docs/real-server.md under its id. Everything else
// the comparison finds fails its check (test/real/support.ts, both()).
const DIFFERENCES = [
	{
		id: 'checker-execution-errors',
		// The real server's alert checker writes `executionErrors` with each state it sets (the
		// test writes what the checker writes); the emulator's setAlertState sets the state only.
		pattern:
			/^GET \/api\/v2\/alerts(\/:id)? 200: \$\.data(\[\])?\.executionErrors: real array, emulator absent$/,
	},
];

/**
 * The cases of test/real/values.real.ts (chart and search by value) where the emulator's
 * output differs from the real server's and stays so, by case name: each explained in
 * docs/real-server.md under its id.
 */
const VALUE_DIFFERENCES = [];

/** The listed value difference of a case (`chart: <name>`, `search: <name>`), or undefined. */
function listedValueDifference(check) {
	return VALUE_DIFFERENCES.find((difference) => difference.pattern.test(check));
}

/** The listed difference a comparison line is, or undefined. */
function listedDifference(line) {
	return DIFFERENCES.find((difference) => difference.pattern.test(line));
}

module.exports = { DIFFERENCES, listedDifference, VALUE_DIFFERENCES, listedValueDifference };
