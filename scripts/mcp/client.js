'use strict';
// A real MCP client: the official SDK (`@modelcontextprotocol/sdk`, the copy n8n itself
// ships in the e2e cache, so nothing else is installed) over streamable HTTP.
const path = require('path');

function sdk(cacheDir) {
	const root = path.join(cacheDir, 'node_modules/@modelcontextprotocol/sdk');
	const { version } = require(path.join(root, 'package.json'));
	const { Client } = require(path.join(root, 'dist/cjs/client/index.js'));
	const { StreamableHTTPClientTransport } = require(
		path.join(root, 'dist/cjs/client/streamableHttp.js'),
	);
	return { version, Client, StreamableHTTPClientTransport };
}

/** The text a tool result carries (what a model reads): its text parts, joined. */
function resultText(result) {
	return (result.content || [])
		.filter((part) => part.type === 'text')
		.map((part) => part.text)
		.join('\n');
}

/**
 * Connects to an MCP server at `url`; `call(name, args)` resolves to
 * `{isError, text, bytes, json}` where `json` is the parsed text (undefined when it is not JSON).
 */
async function connect(cacheDir, url, { name = 'obs-mcp-check', timeoutMs = 60000 } = {}) {
	const { version, Client, StreamableHTTPClientTransport } = sdk(cacheDir);
	const client = new Client({ name, version: '1.0.0' }, { capabilities: {} });
	const transport = new StreamableHTTPClientTransport(new URL(url));
	await client.connect(transport, { timeout: timeoutMs });
	return {
		sdkVersion: version,
		client,
		sessionId: () => transport.sessionId,
		server: () => client.getServerVersion(),
		instructions: () => client.getInstructions(),
		async listTools() {
			const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
			return tools;
		},
		async call(toolName, args) {
			const result = await client.callTool({ name: toolName, arguments: args }, undefined, {
				timeout: timeoutMs,
			});
			const text = resultText(result);
			let json;
			try {
				json = JSON.parse(text);
			} catch {
				json = undefined;
			}
			return {
				isError: result.isError === true,
				text,
				bytes: Buffer.byteLength(text, 'utf8'),
				json,
			};
		},
		async close() {
			try {
				await transport.terminateSession();
			} catch {
				/* the server may have ended it */
			}
			await client.close();
		},
	};
}

module.exports = { connect, resultText, sdk };
