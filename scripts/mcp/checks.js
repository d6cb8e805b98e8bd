'use strict';
// Pure judgements of what an MCP client receives from n8n's MCP Server Trigger: a tool as
// listed (name, description, input schema) and a tool error. Each returns the problems it
// finds (an empty list: none), so a run can print them and a unit test can plant them.

/** MCP's tool name rule (and n8n's): 1-64 of [a-zA-Z0-9_-]. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** A description says what the tool returns when it names the return and its shape. */
const SAYS_WHAT_IT_RETURNS = /\breturns?\b[^.]*\b(array|object|list|one|each|every|true|false)\b/i;

/**
 * Problems of one listed tool, given the `$fromAI` keys its node uses: the name, a
 * description that says what the tool returns, and an input schema offering exactly those
 * keys, each typed and described, all required.
 */
function toolProblems(tool, expectedKeys) {
	const problems = [];
	if (!tool || typeof tool !== 'object') return ['not a tool object'];
	if (typeof tool.name !== 'string' || !TOOL_NAME.test(tool.name))
		problems.push(`name ${JSON.stringify(tool.name)} is not 1-64 of [a-zA-Z0-9_-]`);
	if (typeof tool.description !== 'string' || tool.description.trim().length < 40)
		problems.push('no description of 40 characters or more');
	else if (!SAYS_WHAT_IT_RETURNS.test(tool.description))
		problems.push(
			`the description does not say what it returns: ${JSON.stringify(tool.description.slice(0, 120))}`,
		);
	const schema = tool.inputSchema;
	if (!schema || schema.type !== 'object')
		return [...problems, 'the input schema is not an object schema'];
	const properties = schema.properties || {};
	const offered = Object.keys(properties).sort();
	const expected = [...expectedKeys].sort();
	const missing = expected.filter((key) => !offered.includes(key));
	const extra = offered.filter((key) => !expected.includes(key));
	if (missing.length) problems.push(`the input schema lacks ${missing.join(', ')}`);
	if (extra.length)
		problems.push(`the input schema offers ${extra.join(', ')}, which the node does not use`);
	for (const key of offered) {
		const property = properties[key] || {};
		if (!property.type) problems.push(`"${key}" has no type`);
		if (typeof property.description !== 'string' || property.description.trim().length < 10)
			problems.push(`"${key}" is not described`);
	}
	const required = Array.isArray(schema.required) ? schema.required : [];
	const optional = expected.filter((key) => !required.includes(key));
	if (optional.length) problems.push(`not required: ${optional.join(', ')}`);
	return problems;
}

/**
 * Problems of a tool answer that should be a readable refusal of `field`: an MCP error
 * result whose text names the field (its label in single quotes as the node words it, a key in
 * double quotes, or the schema path `→ at <field>`) and says
 * what to do (the node's "Details:" fix, or the schema's "Required"), without a stack trace.
 */
function refusalProblems(answer, field) {
	const problems = [];
	if (!answer.isError) problems.push('the answer is not an error result');
	const text = String(answer.text || '');
	const namesField =
		text.includes(`"${field}"`) ||
		text.includes(`'${field}'`) ||
		new RegExp(`→ at ${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text);
	if (!namesField) problems.push(`the text does not name "${field}"`);
	if (!/\n\s*Details: \S/.test(text) && !/✖ Required/.test(text))
		problems.push('the text says nothing about the fix');
	if (/\n\s+at .+\(.+:\d+:\d+\)/.test(text)) problems.push('the text carries a stack trace');
	return problems;
}

/** The API requests (not the emulator's control calls) of a request log. */
function apiRequests(requests) {
	return requests.filter((request) => request.deployment !== 'control');
}

/** The same ids, in any order. */
function sameIds(actual, expected) {
	const a = [...actual].map(String).sort();
	const b = [...expected].map(String).sort();
	return a.length === b.length && a.every((id, index) => id === b[index]);
}

module.exports = { toolProblems, refusalProblems, apiRequests, sameIds, SAYS_WHAT_IT_RETURNS };
