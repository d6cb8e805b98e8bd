'use strict';
// The differences between the real self-hosted server's answers and the emulator's that
// neither can lose: each is explained in docs/real-server.md under its id. Everything else
// the comparison finds fails its check (test/real/support.ts, both()).
const DIFFERENCES = [];

/** The listed difference a comparison line is, or undefined. */
function listedDifference(line) {
	return DIFFERENCES.find((difference) => difference.pattern.test(line));
}

module.exports = { DIFFERENCES, listedDifference };
