'use strict';
// The columnar database's HTTP interface, read as the engine's own server reads a request
// (pure logic, no I/O; scripts/real/columnarFront.mjs runs what it returns through the engine).
//
// A request is `GET|POST /?<parameters>` with the statement in the `query` parameter, in the
// body, or begun in the parameter and continued in the body (an INSERT's rows). The parameters
// the interface itself reads are below; `param_<name>` are the values of `{name:Type}`
// placeholders; every other parameter is a setting of the engine for this one request.

/** Parameters of the HTTP interface that are no setting of the engine. */
const INTERFACE_PARAMETERS = new Set([
	'query',
	'database',
	'default_format',
	'query_id',
	'user',
	'password',
	'quota_key',
	'role',
	'session_id',
	'session_timeout',
	'session_check',
	'compress',
	'decompress',
	'buffer_size',
	'wait_end_of_query',
	'stacktrace',
]);

/** The output format when neither the statement nor `default_format` names one. */
const DEFAULT_FORMAT = 'TabSeparated';

/** A setting's name as the engine spells them (letters, digits, underscores). */
const SETTING_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What a request asks: { statement, database, format, settings: [[name, value]], params: {} }.
 * `searchParams` is a URLSearchParams; `body` the request's body as text (already inflated).
 * Throws an Error with `code` (the engine's error number) for what the interface refuses.
 */
function readRequest(searchParams, body) {
	const begun = searchParams.get('query');
	const text = body ?? '';
	const statement = begun === null ? text : text === '' ? begun : `${begun}\n${text}`;
	if (statement.trim() === '') throw interfaceError(62, 'Empty query', 'SYNTAX_ERROR');
	const settings = [];
	const params = {};
	for (const [name, value] of searchParams) {
		if (INTERFACE_PARAMETERS.has(name)) continue;
		if (name.startsWith('param_')) {
			params[name.slice('param_'.length)] = value;
			continue;
		}
		if (!SETTING_NAME.test(name))
			throw interfaceError(115, `Unknown setting '${name}'`, 'UNKNOWN_SETTING');
		settings.push([name, value]);
	}
	return {
		statement,
		database: searchParams.get('database') || undefined,
		format: searchParams.get('default_format') || DEFAULT_FORMAT,
		settings,
		params,
	};
}

function interfaceError(code, message, type) {
	const error = new Error(`Code: ${code}. DB::Exception: ${message}. (${type})`);
	error.code = code;
	return error;
}

/** A text as a string literal of the engine's SQL. */
function quote(value) {
	return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The statements that restore the settings a request changed: each back to the value it had
 * before the request (`changed`) or to its default.
 * `before`: [{ name, value, changed }] as system.settings listed them before the request.
 */
function restoreStatements(before) {
	return before.map(({ name, value, changed }) =>
		changed ? `SET ${name} = ${quote(value)}` : `SET ${name} = DEFAULT`,
	);
}

/** The engine's error text as its HTTP interface sends it: `Code: <n>. DB::Exception: ...`. */
function errorText(error) {
	const message = String(error?.message ?? error);
	const start = message.indexOf('Code: ');
	return (start >= 0 ? message.slice(start) : `Code: 1000. DB::Exception: ${message}`) + '\n';
}

/** The engine's error number in its text, for the status of the answer. */
function errorCode(text) {
	const match = /^Code: (\d+)\./.exec(text);
	return match ? Number(match[1]) : 1000;
}

/** Errors of the request itself (parse, syntax, types, arguments, query parameters): 400. */
const BAD_REQUEST = new Set([6, 25, 26, 27, 38, 41, 42, 43, 44, 53, 62, 70, 72, 117, 36, 456, 457]);
/** Unknown names (identifier, function, table, type, database, setting, format, column): 404. */
const NOT_FOUND = new Set([8, 46, 47, 50, 56, 60, 63, 73, 81, 115]);

/**
 * The HTTP status the engine's own server answers an error with (its choice by error number
 * for the errors a request causes; everything else 500). The server's client reads only the
 * text; the status is kept as the engine's server sends it.
 */
function errorStatus(code) {
	if (BAD_REQUEST.has(code)) return 400;
	if (NOT_FOUND.has(code)) return 404;
	return 500;
}

module.exports = {
	INTERFACE_PARAMETERS,
	DEFAULT_FORMAT,
	readRequest,
	restoreStatements,
	errorText,
	errorCode,
	errorStatus,
	quote,
};
