'use strict';
// A recording proxy on 127.0.0.1 in front of a server (the real self-hosted server or the
// emulator): the node's credential points at it, and every exchange (method, path, query,
// request body, status, answer) is kept for the comparison of the two servers' answers.
// Plain JavaScript like test/harness: n8n's lint applies its node rules to every .ts file.
const http = require('http');

/** @param {string} target e.g. http://127.0.0.1:8000 */
function startRecorder(target) {
	const exchanges = [];
	const upstream = new URL(target);
	const server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			const requestBody = Buffer.concat(chunks);
			// identity: the recorder reads the answers (the server compresses larger ones otherwise)
			const { 'accept-encoding': _encoding, ...given } = req.headers;
			void _encoding;
			const headers = { ...given, host: upstream.host };
			const forward = http.request(
				{
					hostname: upstream.hostname,
					port: upstream.port,
					method: req.method,
					path: req.url,
					headers,
				},
				(answer) => {
					const parts = [];
					answer.on('data', (chunk) => parts.push(chunk));
					answer.on('end', () => {
						const body = Buffer.concat(parts);
						const url = new URL(req.url, 'http://x');
						exchanges.push({
							method: req.method,
							path: url.pathname,
							query: Object.fromEntries(url.searchParams),
							requestBody: parseJson(requestBody.toString('utf8')),
							status: answer.statusCode,
							contentType: String(answer.headers['content-type'] ?? ''),
							text: body.toString('utf8'),
							body: parseJson(body.toString('utf8')),
						});
						const { 'transfer-encoding': _te, connection: _c, ...rest } = answer.headers;
						void _te;
						void _c;
						res.writeHead(answer.statusCode, { ...rest, 'content-length': body.length });
						res.end(body);
					});
				},
			);
			forward.on('error', (error) => {
				res.writeHead(502, { 'content-type': 'text/plain' });
				res.end(`recorder: ${error.message}`);
			});
			forward.end(requestBody);
		});
	});
	return new Promise((resolve) => {
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			resolve({
				url: `http://127.0.0.1:${port}`,
				exchanges,
				/** The exchanges since the last call, and the log emptied. */
				take() {
					return exchanges.splice(0, exchanges.length);
				},
				close() {
					return new Promise((done) => {
						server.closeAllConnections?.();
						server.close(() => done());
					});
				},
			});
		});
	});
}

function parseJson(text) {
	if (!text) return undefined;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

module.exports = { startRecorder };
