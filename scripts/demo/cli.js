'use strict';
// The demo's command line and what it prints about failures and next steps: pure functions,
// so the tests can check them without running the examples.

const USAGE = [
	'usage: npm run demo -- [--keep] [--port N] [--examples DIR] [--report FILE] [--verbose]',
	'',
	'  --keep           leave the emulator running afterwards (Ctrl+C stops it)',
	'  --port N         emulator port (default: any free port)',
	'  --examples DIR   run the example workflows of another folder (default: examples/)',
	'  --report FILE    also write what each example returned, as JSON',
	'  --verbose        print the stack trace of each failure',
	'  --help, -h       this text',
].join('\n');

/** Options and what each takes. */
const OPTIONS = Object.freeze({
	keep: 'flag',
	verbose: 'flag',
	help: 'flag',
	port: 'port',
	examples: 'path',
	report: 'path',
});

class UsageError extends Error {}

/**
 * The command line as options, or a UsageError naming the first problem.
 * @param {string[]} argv the arguments after the script
 * @param {Record<string, 'flag' | 'port' | 'path'>} [known] the options and what each takes (the demo's by default)
 */
function parseArgs(argv, known = OPTIONS) {
	const options = {};
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '-h') {
			options.help = true;
			continue;
		}
		const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
		if (!match)
			throw new UsageError(
				`unexpected argument "${arg}" (options start with --; --help lists them)`,
			);
		const [, name, inline] = match;
		const kind = known[name];
		if (!kind) throw new UsageError(`unknown option --${name} (--help lists the options)`);
		if (kind === 'flag') {
			if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
			options[name] = true;
			continue;
		}
		const value =
			inline !== undefined
				? inline
				: argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')
					? argv[++i]
					: undefined;
		if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
		if (kind === 'port') {
			if (!/^\d+$/.test(value) || Number(value) > 65535)
				throw new UsageError(`--${name} needs a whole number from 0 to 65535, not "${value}"`);
			options[name] = Number(value);
		} else options[name] = value;
	}
	return options;
}

/**
 * Options npm took for itself: `npm run demo --port 9000` (without `--`) hands the script only
 * `9000` and sets `npm_config_port`. Read only under the npm script `lifecycleEvent`.
 * @param {Record<string, string | undefined>} env
 * @param {string} lifecycleEvent the npm script's name (`demo`, `dev`)
 * @param {Record<string, string>} [known] the options
 * @returns {string | undefined} a UsageError's message for the first one
 */
function swallowedByNpm(env, lifecycleEvent, known = OPTIONS) {
	if (env.npm_lifecycle_event !== lifecycleEvent) return undefined;
	const name = Object.keys(known).find(
		(option) => env[`npm_config_${option.replace(/-/g, '_')}`] !== undefined,
	);
	return (
		name &&
		`npm took --${name} for itself: put -- before the options, as in npm run ${lifecycleEvent} -- --${name}${known[name] === 'flag' ? '' : ' <value>'}`
	);
}

/** A message on one line (n8n's messages may hold line breaks). @param {unknown} text */
const oneLine = (text) =>
	String(text)
		.replace(/\s*\n\s*/g, ' ')
		.trim();

/**
 * What failed, as a scenario reports it or as it was thrown: a node's error names its node.
 * @param {any} failure `{node?, message, error?}`, an Error, or text
 * @returns {{node?: string, message: string, stack?: string}}
 */
function normalizeFailure(failure) {
	if (!failure || typeof failure !== 'object') return { message: String(failure) };
	// n8n's node errors carry the node (an object with its name); a scenario's report names it.
	const nodeName = (node) =>
		typeof node === 'string' ? node : node && typeof node.name === 'string' ? node.name : undefined;
	if (typeof failure.stack === 'string')
		return { node: nodeName(failure.node), message: failure.message, stack: failure.stack };
	return {
		node: nodeName(failure.node) ?? nodeName(failure.error && failure.error.node),
		message: failure.message,
		stack: failure.error && failure.error.stack,
	};
}

/** One line: the example, the node (when a node failed) and the message. */
function failureLine(file, failure) {
	// A message that already starts with the file (a file that is not JSON) is not prefixed twice.
	const message = oneLine(failure.message);
	const where = message.startsWith(file)
		? ''
		: `${file}${failure.node ? `, node "${failure.node}"` : ''}: `;
	return `${where}${message}`;
}

/** What a newcomer can do after the demo. @param {string} examplesDir as the reader should see it */
function nextSteps(examplesDir) {
	return [
		'Next:',
		`  - Import the example workflows (${examplesDir}/*.json) into n8n: Workflows > Import from File.`,
		'  - Start the emulator for them: npm run emulator -- --port 8000. It prints the base URL and keys',
		'    to enter in the two credentials the examples use (see docs/emulator.md).',
		'  - Or npm run dev: the emulator plus a real n8n editor with this package and the examples loaded.',
	].join('\n');
}

module.exports = {
	USAGE,
	UsageError,
	parseArgs,
	swallowedByNpm,
	normalizeFailure,
	failureLine,
	nextSteps,
	oneLine,
};
