/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
import {
	apiRequests,
	cloudParams,
	locator,
	SEED,
	runVersion,
	selfHostedParams,
	type TestEnv,
	useEnv,
} from '../support/env';
import { newNodeVersion } from '../harness';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { badBatches, baselines, unknownIdCells, type Deployment } from '../support/cases';
import {
	badSecretPipeBodies,
	badSecretConnectionBodies,
	badSecretWebhookBodies,
	connectionWithPassword,
	forbiddenStrings,
	KEY_IDS,
	SECRET,
	secretPipeBodies,
	secretPipeChanges,
	secretPipeFields,
	secretConnectionBody,
	secretConnectionFields,
	secretWebhookBody,
	secretWebhookFields,
	webhookWithSecrets,
} from './corpusSecrets';
import { recordFigure } from '../support/figures';
import { actionNodeCells, cellDifferences, cellKey, readsOnly } from '../support/operationCells';
import { captureConsole } from '../support/consoleCapture';
import { n8nLog, n8nLogText } from '../support/n8nLog';
import { runSeed, seedMessage } from '../support/seed';
import { table, writeSection } from './report';

/**
 * Secrets never leave the node: every operation runs, on its success path and on every
 * failure path (bad input, 4xx, 5xx, connection reset, rate limit, malformed answers), with
 * recognisable secrets in the credentials (cloud key secret, self-hosted API key) and in pipe
 * bodies (source credentials, access keys, schema registry credentials, destination roles).
 * No output item, error message or description, error item, or anything written to the
 * console (n8n's logger included) may hold any of them, whole, clipped or base64-encoded.
 */

type Json = Record<string, unknown>;
type Credential = 'admin' | 'developer' | 'wrong';

const PATHS = [
	'success',
	'server echoes secrets',
	'bad input',
	'400',
	'401',
	'403',
	'404',
	'409',
	'424',
	'429',
	'5xx',
	'reset',
	'malformed answer',
] as const;
type FailurePath = (typeof PATHS)[number];

interface Case {
	op: string;
	deployment: Deployment;
	path: FailurePath;
	label: string;
	params: Json;
	credential?: Credential;
	input?: Json[];
	faults?: Json[];
	setup?: (env: TestEnv) => void;
	/** What the run must end with ('any': either is fine, e.g. a DELETE that does not read the answer). */
	expect: 'ok' | 'error' | 'any';
}

const CREDENTIAL_IDS: Record<Deployment, Record<Credential, string>> = {
	cloud: { admin: 'cloud-cred', developer: 'cloud-developer', wrong: 'cloud-wrong' },
	selfHosted: { admin: 'sh-cred', developer: 'sh-cred', wrong: 'sh-wrong' },
};
const TYPE: Record<Deployment, string> = {
	cloud: 'observabilityCloudApi',
	selfHosted: 'observabilitySelfHostedApi',
};
const credentialsOf = (deployment: Deployment, credential: Credential = 'admin') => ({
	[TYPE[deployment]]: { id: CREDENTIAL_IDS[deployment][credential], name: credential },
});

const everyPath = (deployment: Deployment, spec: Json) => ({
	path: '/',
	deployment,
	count: -1,
	...spec,
});
const operationOf = (op: string) => op.split(' ')[0].split(':')[1];
const noRetry = (params: Json) => ({ ...params, requestOptions: { maxRetries: 0 } });

/** A pipe record as a careless server might answer it: with every secret it was given. */
function pipeWithSecrets(id: string): Json {
	const body = secretPipeBodies().messageBroker as Json;
	return {
		id,
		serviceId: SEED.service,
		state: 'Running',
		scaling: { replicas: 1 },
		settings: { engine_max_threads: 8 },
		createdAt: '2025-01-01T00:00:00.000Z',
		updatedAt: '2025-01-01T00:00:00.000Z',
		...body,
	};
}
const envelope = (result: unknown) => ({
	status: 200,
	requestId: '11111111-1111-4111-8111-111111111111',
	result,
});

function buildCases(): Case[] {
	const cases: Case[] = [];
	const add = (entry: Case) => cases.push(entry);

	for (const cell of baselines()) {
		const { op, deployment, params } = cell;
		const setup = cell.setup && ((env: TestEnv) => cell.setup!(env.emulator));
		const operation = operationOf(op);
		// Writes are what the operation files do not declare read-only (`readOnly`).
		const writes = !readsOnly(op);
		add({ op, deployment, path: 'success', label: 'baseline', params, setup, expect: 'ok' });
		add({
			op,
			deployment,
			path: '401',
			label: 'credential with a wrong secret',
			params,
			credential: 'wrong',
			expect: 'error',
		});
		if (deployment === 'cloud' && writes) {
			add({
				op,
				deployment,
				path: '403',
				label: 'developer key on a write',
				params,
				credential: 'developer',
				expect: 'error',
			});
		}
		const errorBody = deployment === 'cloud' ? undefined : { message: 'database hiccup' };
		add({
			op,
			deployment,
			path: '5xx',
			label: '500 on every request',
			params,
			faults: [everyPath(deployment, { status: 500, ...(errorBody ? { body: errorBody } : {}) })],
			expect: 'error',
		});
		add({
			op,
			deployment,
			path: 'reset',
			label: 'connection reset, not repeated',
			params: noRetry(params),
			faults: [everyPath(deployment, { reset: true })],
			expect: 'error',
		});
		add({
			op,
			deployment,
			path: '429',
			label: '429 asking for an hour',
			params,
			faults: [
				everyPath(deployment, {
					status: 429,
					headers: { 'Retry-After': '3600' },
					body: 'Too Many Requests',
					contentType: 'text/plain',
				}),
			],
			expect: 'error',
		});
		add({
			op,
			deployment,
			path: 'malformed answer',
			label: 'truncated JSON with status 200',
			params,
			faults: [
				everyPath(deployment, {
					status: 200,
					body: '{"result": {"id": ',
					contentType: 'application/json',
				}),
			],
			expect:
				operation === 'delete' && !(op === 'dashboard:delete' && deployment === 'selfHosted')
					? 'ok'
					: 'error',
		});
	}
	// Retries exhausted on the default policy (the slow path, once per deployment).
	const alertGet = (deployment: Deployment) =>
		baselines().find((cell) => cell.op === 'alert:get' && cell.deployment === deployment)!;
	add({
		op: 'alert:get',
		deployment: 'cloud',
		path: '5xx',
		label: '503 on every attempt, default retries',
		params: alertGet('cloud').params,
		faults: [everyPath('cloud', { status: 503 })],
		expect: 'error',
	});
	add({
		op: 'alert:get',
		deployment: 'selfHosted',
		path: 'reset',
		label: 'reset on every attempt, default retries',
		params: alertGet('selfHosted').params,
		faults: [everyPath('selfHosted', { reset: true })],
		expect: 'error',
	});

	// Bad input: the first input of every corpus batch, run with the secret credentials.
	for (const batch of badBatches()) {
		if (batch.readsFirst) continue; // judged after a read: covered by the 4xx paths
		add({
			op: batch.op,
			deployment: batch.deployment,
			// Sent when the server judges it: its 400 must not quote a secret either.
			path: batch.inputs[0].server ? '400' : 'bad input',
			label: `${batch.varies}: ${batch.inputs[0].label}`,
			params: batch.params,
			input: [batch.inputs[0].json],
			expect: 'error',
		});
	}
	// Bad pipe bodies that carry secrets, some of them in the wrong place.
	for (const bad of badSecretPipeBodies()) {
		add({
			op: 'pipe:create',
			deployment: 'cloud',
			path: 'bad input',
			label: bad.label,
			params: cloudParams('pipe', 'create', {
				specifyBody: 'json',
				jsonBody: JSON.stringify(bad.body),
			}),
			expect: 'error',
		});
		const changes = Object.fromEntries(
			Object.entries(bad.body as Json).filter(([key]) => key !== 'name' && key !== 'fieldMappings'),
		);
		if (bad.field !== 'fieldMappings') {
			add({
				op: 'pipe:update',
				deployment: 'cloud',
				path: 'bad input',
				label: bad.label,
				params: cloudParams('pipe', 'update', {
					pipeId: locator(SEED.pipes.messageBroker),
					specifyBody: 'json',
					jsonBody: JSON.stringify(changes),
				}),
				expect: 'error',
			});
		}
	}

	// Pipes with secrets: every kind, JSON and typed fields, create (waiting too) and update.
	for (const [kind, body] of Object.entries(secretPipeBodies())) {
		add({
			op: 'pipe:create',
			deployment: 'cloud',
			path: 'success',
			label: `${kind} with secrets (JSON)`,
			params: cloudParams('pipe', 'create', {
				specifyBody: 'json',
				jsonBody: JSON.stringify(body),
			}),
			expect: 'ok',
		});
		add({
			op: 'pipe:create',
			deployment: 'cloud',
			path: '424',
			label: `${kind} with secrets on an idle service`,
			params: cloudParams('pipe', 'create', {
				serviceId: locator(SEED.idleService),
				specifyBody: 'json',
				jsonBody: JSON.stringify(body),
			}),
			expect: 'error',
		});
	}
	add({
		op: 'pipe:create',
		deployment: 'cloud',
		path: 'success',
		label: 'with secrets, waiting for Running',
		params: cloudParams('pipe', 'create', {
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretPipeBodies().messageBroker),
			waitForState: true,
			waitTimeout: 10,
		}),
		expect: 'ok',
	});
	for (const kind of ['messageBroker', 'objectStorage', 'relationalDb'] as const) {
		add({
			op: 'pipe:create',
			deployment: 'cloud',
			path: 'success',
			label: `${kind} with secrets (typed fields)`,
			params: cloudParams('pipe', 'create', secretPipeFields(kind)),
			expect: 'ok',
		});
	}
	add({
		op: 'pipe:update',
		deployment: 'cloud',
		path: 'success',
		label: 'rotated secrets (JSON)',
		params: cloudParams('pipe', 'update', {
			pipeId: locator(SEED.pipes.messageBroker),
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretPipeChanges()),
		}),
		expect: 'ok',
	});
	add({
		op: 'pipe:update',
		deployment: 'cloud',
		path: 'success',
		label: 'rotated secrets (typed fields)',
		params: cloudParams('pipe', 'update', {
			pipeId: locator(SEED.pipes.messageBroker),
			specifyBody: 'fields',
			sourceKind: 'messageBroker',
			messageBroker: {
				sourceCredentials: { values: { username: 'svc', password: SECRET.newBrokerPassword } },
			},
		}),
		expect: 'ok',
	});
	add({
		op: 'pipe:update',
		deployment: 'cloud',
		path: '400',
		label: 'secrets in a change of source kind (refused by the server)',
		params: cloudParams('pipe', 'update', {
			pipeId: locator(SEED.pipes.messageBroker),
			specifyBody: 'json',
			jsonBody: JSON.stringify({ source: secretPipeBodies().relationalDb.source }),
		}),
		expect: 'error',
	});
	add({
		op: 'pipe:update',
		deployment: 'cloud',
		path: '404',
		label: 'secrets sent to an unknown pipe',
		params: cloudParams('pipe', 'update', {
			pipeId: locator('0000ffff-0000-4000-8000-00000000ffff'),
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretPipeChanges()),
		}),
		expect: 'error',
	});
	add({
		op: 'pipe:start',
		deployment: 'cloud',
		path: '400',
		label: 'start of a running pipe',
		params: cloudParams('pipe', 'start', { pipeId: locator(SEED.pipes.messageBroker) }),
		expect: 'error',
	});
	add({
		op: 'pipe:create',
		deployment: 'cloud',
		path: '403',
		label: 'secrets with a developer key',
		params: cloudParams('pipe', 'create', {
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretPipeBodies().objectStorage),
		}),
		credential: 'developer',
		expect: 'error',
	});
	add({
		op: 'pipe:create',
		deployment: 'cloud',
		path: '5xx',
		label: 'secrets, 502 after the server acted',
		params: cloudParams('pipe', 'create', {
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretPipeBodies().relationalDb),
		}),
		faults: [
			everyPath('cloud', {
				status: 502,
				body: '<html>502 Bad Gateway</html>',
				contentType: 'text/html',
				afterAction: true,
			}),
		],
		expect: 'error',
	});
	add({
		op: 'pipe:update',
		deployment: 'cloud',
		path: 'reset',
		label: 'secrets, reset after the server acted',
		params: cloudParams('pipe', 'update', {
			pipeId: locator(SEED.pipes.messageBroker),
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretPipeChanges()),
		}),
		faults: [everyPath('cloud', { reset: true, afterAction: true })],
		expect: 'error',
	});
	add({
		op: 'apiKey:update',
		deployment: 'cloud',
		path: '409',
		label: 'the key disabling itself',
		params: cloudParams('apiKey', 'update', {
			keyId: locator(SEED.keys.admin),
			specifyBody: 'json',
			jsonBody: '{"state": "disabled"}',
		}),
		expect: 'error',
	});

	// Webhooks: write-only headers and query parameters, on both deployments.
	const webhookParams = { cloud: cloudParams, selfHosted: selfHostedParams } as const;
	const hooks = { cloud: SEED.cloudWebhooks, selfHosted: SEED.sh.webhooks };
	for (const deployment of ['cloud', 'selfHosted'] as const) {
		const params = webhookParams[deployment];
		const hookJson = (name?: string) => ({
			specifyBody: 'json',
			jsonBody: JSON.stringify(secretWebhookBody(name)),
		});
		const echoed = (result: unknown) =>
			deployment === 'cloud' ? envelope(result) : { data: result };
		add({
			op: 'webhook:create',
			deployment,
			path: 'success',
			label: 'with secret headers and query (JSON)',
			params: params('webhook', 'create', hookJson()),
			expect: 'ok',
		});
		add({
			op: 'webhook:create',
			deployment,
			path: 'success',
			label: 'with secret headers and query (typed fields)',
			params: params('webhook', 'create', secretWebhookFields()),
			expect: 'ok',
		});
		add({
			op: 'webhook:update',
			deployment,
			path: 'success',
			label: 'rotated secret header (JSON)',
			params: params('webhook', 'update', {
				webhookId: locator(hooks[deployment].generic),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ headers: { 'X-Key': SECRET.newWebhookHeader } }),
			}),
			expect: 'ok',
		});
		add({
			op: 'webhook:update',
			deployment,
			path: 'success',
			label: 'rotated secret header (typed fields)',
			params: params('webhook', 'update', {
				webhookId: locator(hooks[deployment].generic),
				specifyBody: 'fields',
				updateFields: { headers: { header: [{ name: 'X-Key', value: SECRET.newWebhookHeader }] } },
			}),
			expect: 'ok',
		});
		add({
			op: 'webhook:update',
			deployment,
			// Sent: the server judges what a slack webhook takes, and its 400 must not quote the header.
			path: '400',
			label: 'secret headers on a slack webhook (typed fields)',
			params: params('webhook', 'update', {
				webhookId: locator(hooks[deployment].slack),
				specifyBody: 'fields',
				updateFields: {
					service: 'slack',
					headers: { header: [{ name: 'X-Key', value: SECRET.newWebhookHeader }] },
				},
			}),
			expect: 'error',
		});
		add({
			op: 'webhook:create',
			deployment,
			path: '400',
			label: 'the server quotes the secret header in its error',
			params: params('webhook', 'create', hookJson()),
			faults: [
				everyPath(deployment, {
					status: 400,
					body:
						deployment === 'cloud'
							? {
									status: 400,
									error: `BAD_REQUEST: header Authorization: Bearer ${SECRET.webhookHeader} refused (token=${SECRET.webhookQuery})`,
									requestId: 'r',
								}
							: {
									message: `header Authorization: Bearer ${SECRET.webhookHeader} refused (token=${SECRET.webhookQuery})`,
								},
				}),
			],
			expect: 'error',
		});
		add({
			op: 'webhook:create',
			deployment,
			path: '409',
			label: 'the server answers 409 quoting the query secret',
			params: params('webhook', 'create', hookJson()),
			faults: [
				everyPath(deployment, {
					status: 409,
					body: `conflict on ${SECRET.webhookQuery}`,
					contentType: 'text/plain',
				}),
			],
			expect: 'error',
		});
		add({
			op: 'webhook:update',
			deployment,
			path: 'reset',
			label: 'secret header, reset after the server acted',
			params: noRetry(
				params('webhook', 'update', {
					webhookId: locator(hooks[deployment].generic),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ headers: { 'X-Key': SECRET.newWebhookHeader } }),
				}),
			),
			faults: [everyPath(deployment, { method: 'PUT', reset: true, afterAction: true })],
			expect: 'error',
		});
		add({
			op: 'webhook:create',
			deployment,
			path: 'server echoes secrets',
			label: 'webhook record with its headers and query',
			params: params('webhook', 'create', hookJson()),
			faults: [
				everyPath(deployment, {
					status: 200,
					body: echoed(webhookWithSecrets(hooks[deployment].generic)),
				}),
			],
			expect: 'ok',
		});
		add({
			op: 'webhook:getAll',
			deployment,
			path: 'server echoes secrets',
			label: 'webhook list with headers and query',
			params: params('webhook', 'getAll', { returnAll: true }),
			faults: [
				everyPath(deployment, {
					status: 200,
					body:
						deployment === 'cloud'
							? envelope([webhookWithSecrets(hooks[deployment].generic)])
							: {
									data: [webhookWithSecrets(hooks[deployment].generic)],
									meta: { total: 1, limit: 1000, offset: 0 },
								},
				}),
			],
			expect: 'ok',
		});
		// The API has no GET of one webhook: Get reads the list, whose records a careless server
		// may answer with their headers and query parameters.
		add({
			op: 'webhook:get',
			deployment,
			path: 'server echoes secrets',
			label: 'webhook list with headers and query, read for one webhook',
			params: params('webhook', 'get', { webhookId: locator(hooks[deployment].generic) }),
			faults: [
				everyPath(deployment, {
					status: 200,
					body:
						deployment === 'cloud'
							? envelope([webhookWithSecrets(hooks[deployment].generic)])
							: {
									data: [webhookWithSecrets(hooks[deployment].generic)],
									meta: { total: 1, limit: 1000, offset: 0 },
								},
				}),
			],
			expect: 'ok',
		});
		for (const bad of badSecretWebhookBodies()) {
			add({
				op: 'webhook:create',
				deployment,
				path: bad.server ? '400' : 'bad input',
				label: bad.label,
				params: params('webhook', 'create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(bad.body),
				}),
				expect: 'error',
			});
		}
	}

	// Connections: a write-only password (self-hosted).
	const connections = SEED.sh.connections;
	const connectionJson = (body: Json | string = secretConnectionBody()) => ({
		specifyBody: 'json',
		jsonBody: typeof body === 'string' ? body : JSON.stringify(body),
	});
	const rotatedPassword = (connectionId: string) =>
		selfHostedParams('connection', 'update', {
			connectionId: locator(connectionId),
			specifyBody: 'json',
			jsonBody: JSON.stringify({ password: SECRET.newConnectionPassword }),
		});
	add({
		op: 'connection:create',
		deployment: 'selfHosted',
		path: 'success',
		label: 'with a password (JSON)',
		params: selfHostedParams('connection', 'create', connectionJson()),
		expect: 'ok',
	});
	add({
		op: 'connection:create',
		deployment: 'selfHosted',
		path: 'success',
		label: 'with a password (typed fields)',
		params: selfHostedParams('connection', 'create', secretConnectionFields()),
		expect: 'ok',
	});
	add({
		op: 'connection:update',
		deployment: 'selfHosted',
		path: 'success',
		label: 'rotated password (JSON)',
		params: rotatedPassword(connections.database),
		expect: 'ok',
	});
	add({
		op: 'connection:update',
		deployment: 'selfHosted',
		path: 'success',
		label: 'rotated password (typed fields)',
		params: selfHostedParams('connection', 'update', {
			connectionId: locator(connections.prometheus),
			specifyBody: 'fields',
			updateFields: { password: SECRET.newConnectionPassword },
		}),
		expect: 'ok',
	});
	add({
		op: 'connection:update',
		deployment: 'selfHosted',
		path: '404',
		label: 'a password sent to an unknown connection',
		params: rotatedPassword('ffffffffffffffffffffffff'),
		expect: 'error',
	});
	add({
		op: 'connection:create',
		deployment: 'selfHosted',
		path: '400',
		label: 'the server quotes the password in its error',
		params: selfHostedParams('connection', 'create', connectionJson()),
		faults: [
			everyPath('selfHosted', {
				status: 400,
				body: { message: `Body validation failed: password: ${SECRET.connectionPassword} refused` },
			}),
		],
		expect: 'error',
	});
	add({
		op: 'connection:update',
		deployment: 'selfHosted',
		path: '5xx',
		label: 'the server quotes the new password in a 500 after it acted',
		params: rotatedPassword(connections.database),
		faults: [
			everyPath('selfHosted', {
				method: 'PUT',
				status: 500,
				body: `could not store ${SECRET.newConnectionPassword}`,
				contentType: 'text/plain',
				afterAction: true,
			}),
		],
		expect: 'error',
	});
	add({
		op: 'connection:update',
		deployment: 'selfHosted',
		path: 'reset',
		label: 'a new password, reset after the server acted',
		params: noRetry(rotatedPassword(connections.database)),
		faults: [everyPath('selfHosted', { method: 'PUT', reset: true, afterAction: true })],
		expect: 'error',
	});
	for (const [op, params] of [
		['create', selfHostedParams('connection', 'create', connectionJson())],
		['get', selfHostedParams('connection', 'get', { connectionId: locator(connections.database) })],
		['update', rotatedPassword(connections.database)],
	] as const) {
		add({
			op: `connection:${op}`,
			deployment: 'selfHosted',
			path: 'server echoes secrets',
			label: 'connection record with its password',
			params,
			faults: [
				everyPath('selfHosted', {
					status: 200,
					body: { data: connectionWithPassword(connections.database) },
				}),
			],
			expect: 'ok',
		});
	}
	add({
		op: 'connection:getAll',
		deployment: 'selfHosted',
		path: 'server echoes secrets',
		label: 'connection list with passwords',
		params: selfHostedParams('connection', 'getAll', { returnAll: true }),
		faults: [
			everyPath('selfHosted', {
				status: 200,
				body: { data: [connectionWithPassword(connections.database)] },
			}),
		],
		expect: 'ok',
	});
	for (const bad of badSecretConnectionBodies()) {
		add({
			op: 'connection:create',
			deployment: 'selfHosted',
			path: 'bad input',
			label: bad.label,
			params: selfHostedParams('connection', 'create', connectionJson(bad.body)),
			expect: 'error',
		});
	}

	// Unknown ids on every get/update/delete-capable resource.
	for (const cell of unknownIdCells()) {
		if (cell.configure) continue;
		add({
			op: cell.op.split(' ')[0],
			deployment: cell.deployment,
			path: '404',
			label: cell.op,
			params: cell.params,
			expect: 'error',
		});
	}

	// A server that (against the contract) answers with the secrets: the node's output drops them.
	const pipeRecordOps: Array<[string, Json]> = [
		['get', { pipeId: locator(SEED.pipes.messageBroker) }],
		['create', { specifyBody: 'json', jsonBody: JSON.stringify(secretPipeBodies().messageBroker) }],
		[
			'update',
			{ pipeId: locator(SEED.pipes.messageBroker), specifyBody: 'json', jsonBody: '{"name": "x"}' },
		],
		['start', { pipeId: locator(SEED.pipes.managedStream) }],
		['stop', { pipeId: locator(SEED.pipes.messageBroker) }],
		['resync', { pipeId: locator(SEED.pipes.relationalDb) }],
		[
			'updateScaling',
			{
				pipeId: locator(SEED.pipes.messageBroker),
				specifyBody: 'json',
				jsonBody: '{"replicas": 2}',
			},
		],
	];
	for (const [operation, extra] of pipeRecordOps) {
		add({
			op: `pipe:${operation}`,
			deployment: 'cloud',
			path: 'server echoes secrets',
			label: 'pipe record with every secret',
			params: cloudParams('pipe', operation, extra),
			faults: [
				everyPath('cloud', {
					status: 200,
					body: envelope(pipeWithSecrets(SEED.pipes.messageBroker)),
				}),
			],
			expect: 'ok',
		});
	}
	add({
		op: 'pipe:getAll',
		deployment: 'cloud',
		path: 'server echoes secrets',
		label: 'pipe list with every secret',
		params: cloudParams('pipe', 'getAll', { returnAll: true }),
		faults: [
			everyPath('cloud', {
				status: 200,
				body: envelope([
					pipeWithSecrets(SEED.pipes.messageBroker),
					pipeWithSecrets(SEED.pipes.objectStorage),
				]),
			}),
		],
		expect: 'ok',
	});
	const keyWithSecret = {
		id: SEED.keys.developer,
		name: 'dev',
		roles: ['developer'],
		state: 'enabled',
		keySuffix: 'oper',
		key: SECRET.developerKeySecret,
		keySecret: SECRET.developerKeySecret,
		secret: SECRET.developerKeySecret,
	};
	for (const [operation, extra, result] of [
		['get', { keyId: locator(SEED.keys.developer) }, keyWithSecret],
		['getAll', { returnAll: true }, [keyWithSecret]],
		[
			'update',
			{ keyId: locator(SEED.keys.developer), specifyBody: 'json', jsonBody: '{"name": "dev"}' },
			keyWithSecret,
		],
	] as Array<[string, Json, unknown]>) {
		add({
			op: `apiKey:${operation}`,
			deployment: 'cloud',
			path: 'server echoes secrets',
			label: 'key record with its secret',
			params: cloudParams('apiKey', operation, extra),
			faults: [everyPath('cloud', { status: 200, body: envelope(result) })],
			expect: 'ok',
		});
	}
	return cases;
}

describe('secrets', () => {
	const env = useEnv({
		emulator: {
			cloudCredentials: [
				{ keyId: KEY_IDS.admin, keySecret: SECRET.cloudKeySecret, roles: ['admin'] },
				{ keyId: KEY_IDS.developer, keySecret: SECRET.developerKeySecret, roles: ['developer'] },
			],
			selfHostedApiKeys: [SECRET.selfHostedApiKey],
		},
		eachTest: 'none',
	});
	const captured: string[] = [];
	const restore: Array<() => void> = [];
	const leaks: string[] = [];
	const counts = new Map<string, Map<FailurePath | 'trigger' | 'editor', number>>();
	const forbidden = forbiddenStrings();
	let runs = 0;

	const count = (op: string, deployment: string, path: FailurePath | 'trigger' | 'editor') => {
		const key = `${op}|${deployment}`;
		const row = counts.get(key) ?? new Map();
		row.set(path, (row.get(path) ?? 0) + 1);
		counts.set(key, row);
	};

	/** Every text a person or a log could see from one run. */
	function check(where: string, texts: unknown[]): void {
		for (const text of texts) {
			const value = typeof text === 'string' ? text : JSON.stringify(text);
			if (value === undefined) continue;
			for (const secret of forbidden) {
				// The secrets' tails come from the file's seed: the replay command sets the same ones.
				if (value.includes(secret))
					leaks.push(
						`${where}: "${secret}" in ${value.slice(0, 400)} (${seedMessage(runSeed(), expect.getState().testPath, expect.getState().currentTestName)})`,
					);
			}
		}
	}

	/** What an error shows: message, description and the rest n8n keeps (not the node's own parameters). */
	function errorTexts(error: Record<string, unknown> | undefined): unknown[] {
		if (!error) return [];
		const rest = Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'node'));
		return [
			error.message,
			error.description,
			error.stack,
			rest,
			error.context,
			error.errorResponse,
			error.cause,
		];
	}

	beforeAll(() => {
		const store = env.harness.store as Record<string, Record<string, Json>>;
		const baseUrl = env.emulator.url;
		store['cloud-cred'] = {
			observabilityCloudApi: { baseUrl, keyId: KEY_IDS.admin, keySecret: SECRET.cloudKeySecret },
		};
		store['cloud-developer'] = {
			observabilityCloudApi: {
				baseUrl,
				keyId: KEY_IDS.developer,
				keySecret: SECRET.developerKeySecret,
			},
		};
		store['cloud-wrong'] = {
			observabilityCloudApi: { baseUrl, keyId: KEY_IDS.admin, keySecret: SECRET.wrongKeySecret },
		};
		store['sh-cred'] = { observabilitySelfHostedApi: { baseUrl, apiKey: SECRET.selfHostedApiKey } };
		store['sh-wrong'] = {
			observabilitySelfHostedApi: { baseUrl, apiKey: SECRET.wrongSelfHostedApiKey },
		};

		// Everything written to the console from here on is captured (n8n's logger writes to stdout).
		restore.push(captureConsole((text) => captured.push(text)));
	});

	afterAll(() => {
		for (const undo of restore.splice(0)) undo();
		check('captured console output (to the end)', [captured.join('')]);
		// n8n's logger writes to memory in tests (test/support/n8nLog.ts): its whole record, metadata included.
		expect(n8nLog().length).toBeGreaterThan(0);
		check("n8n's log (to the end)", [n8nLogText()]);
		const keys = [...counts.keys()];
		const actionCells = keys.filter((key) => !/^(trigger|editor):/.test(key)).length;
		const triggerCells = keys.filter((key) => key.startsWith('trigger:')).length;
		const editorCells = keys.filter((key) => key.startsWith('editor:')).length;
		const columns = [...PATHS, 'trigger', 'editor'] as const;
		const used = columns.filter((column) => [...counts.values()].some((row) => row.has(column)));
		const rows = [...counts.entries()]
			.sort(([a], [b]) => a.localeCompare(b))
			.map(([key, row]) => [...key.split('|'), ...used.map((column) => row.get(column) ?? '')]);
		writeSection(
			'secrets',
			`## Secrets\n\n` +
				`Node versions: action ${runVersion(env)}, trigger ${runVersion(env, 'observabilityPipesTrigger')} (the versions n8n gives new nodes, read from the nodes). ` +
				`Leaks found: ${leaks.length}. Runs: ${runs} (each workflow case twice: with "Continue On Fail", giving error items, and without, stopping with the error), over ${actionCells} operation-deployment cells of the action node, ${triggerCells} trigger events and ${editorCells} editor list methods. ` +
				`Secrets: the cloud key secret (admin, developer and a wrong one), the self-hosted API key (right and wrong), and in pipe bodies the source credentials password, schema registry password, access key secret keys (object storage, managed stream), relational database password and destination roles; in JSON bodies and typed fields, on create and update. ` +
				`Checked: every output item, every error item, error message, description, context and stack, and everything written to stdout, stderr or the console during the runs and everything n8n's own logger recorded (messages and metadata), for each secret whole, its random tail, base64 (alone and as the Basic pair) and URL-encoded, and for the marker "SECRET-".\n\n` +
				`Failure paths: bad input (the first input of every bad-input batch, and pipe bodies with secrets in the wrong place), 400, 401 (wrong secret), 403 (developer key), 404, 409, 424, 429 (asked to wait an hour), 5xx (500 on every request; 503 and resets through the default retries), connection reset, truncated JSON with status 200; ` +
				`"server echoes secrets" answers pipe and key records that carry every secret, against the contract, to check that the node's output drops them.\n\n` +
				table(['Operation', 'Deployment', ...used], rows),
		);
		recordFigure(
			'secrets',
			`secrets (node versions: action ${runVersion(env)}, trigger ${runVersion(env, 'observabilityPipesTrigger')}): ${runs} runs, ${leaks.length} leaks`,
		);
		recordFigure(
			'seeds',
			`test/reliability/secrets.test.ts (the secret values): seed ${runSeed()}`,
		);
	});

	const cases = buildCases();

	// The versions these runs use: the ones n8n gives new nodes, read from the nodes.
	const actionVersion = newNodeVersion(new ObservabilityPipes());
	const triggerVersion = newNodeVersion(new ObservabilityPipesTrigger());
	it(`runs the action node at version ${actionVersion} and the trigger at version ${triggerVersion}, the ones n8n gives new nodes`, () => {
		expect(runVersion(env)).toBe(actionVersion);
		expect(runVersion(env, 'observabilityPipesTrigger')).toBe(triggerVersion);
	});

	it('runs every operation the node offers, on its success path and its failure paths', () => {
		const nodeCells = actionNodeCells();
		for (const path of ['success', '401', '5xx', 'reset', '429', 'malformed answer'] as const) {
			const covered = cases.filter((entry) => entry.path === path);
			expect([path, cellDifferences(covered, nodeCells)]).toEqual([
				path,
				{ missing: [], unknown: [] },
			]);
		}
		recordFigure(
			'cells',
			`secrets: ${new Set(cases.map(cellKey)).size} operation/deployment cells of the ${nodeCells.length}, each on its success path and at least five failure paths (${cases.length} cases)`,
		);
	});

	it.each(
		cases.map(
			(entry) =>
				[`${entry.op} (${entry.deployment}) ${entry.path}: ${entry.label}`, entry] as const,
		),
	)('%s', async (name, entry) => {
		const leaksBefore = leaks.length;
		for (const continueOnFail of [true, false]) {
			env.emulator.reset();
			entry.setup?.(env);
			for (const fault of entry.faults ?? []) env.emulator.injectFault(fault);
			const result = await env.harness.runNode({
				parameters: entry.params,
				credentials: credentialsOf(entry.deployment, entry.credential),
				input: entry.input ?? [{}],
				continueOnFail,
			});
			runs++;
			const error = result.error('Node') as Record<string, unknown> | undefined;
			const items = error ? [] : result.json('Node');
			check(`${name} (continueOnFail: ${continueOnFail})`, [
				items,
				...errorTexts(error),
				...errorTexts(result.run.data.resultData.error as never),
			]);
			const failed = error !== undefined || items.some((item: Json) => item.error !== undefined);
			const errorText =
				error?.message ?? items.find((item: Json) => item.error !== undefined)?.error;
			if (entry.expect === 'error')
				expect([name, continueOnFail, failed]).toEqual([name, continueOnFail, true]);
			if (entry.expect === 'ok')
				expect([name, continueOnFail, failed, errorText]).toEqual([
					name,
					continueOnFail,
					false,
					undefined,
				]);
			if (entry.path === 'bad input') expect(apiRequests(env)).toHaveLength(0);
		}
		count(entry.op, entry.deployment, entry.path);
		expect(leaks.slice(leaksBefore)).toEqual([]);
	});

	describe('trigger', () => {
		const events: Array<{ deployment: Deployment; event: string; change: (env: TestEnv) => void }> =
			[
				{
					deployment: 'cloud',
					event: 'alertStateChanged',
					change: (e) => e.emulator.setAlertState(SEED.cloudAlerts[0], 'firing'),
				},
				{
					deployment: 'selfHosted',
					event: 'alertStateChanged',
					change: (e) => e.emulator.setAlertState(SEED.sh.alerts[0], 'PENDING'),
				},
				{
					deployment: 'cloud',
					event: 'pipeStateChanged',
					change: (e) => e.emulator.setPipeState(SEED.pipes.messageBroker, 'Stopped'),
				},
				{
					deployment: 'cloud',
					event: 'pipeSettingsChanged',
					change: (e) =>
						e.emulator.setPipeSettings(
							SEED.pipes.messageBroker,
							{ engine_max_threads: 3 },
							{ touch: true },
						),
				},
			];
		const triggerParams = (deployment: Deployment, event: string, extra: Json = {}) =>
			deployment === 'cloud'
				? {
						deployment,
						event,
						organizationId: locator(SEED.org),
						serviceId: locator(SEED.service),
						...extra,
					}
				: { deployment, event, ...extra };

		it.each(events.map((entry) => [`${entry.event} (${entry.deployment})`, entry] as const))(
			'%s: polls and failed polls hold no secret',
			async (name, entry) => {
				const leaksBefore = leaks.length;
				const poll = async (
					label: string,
					credential: Credential,
					staticData: Json,
					parameters = triggerParams(entry.deployment, entry.event),
					mode: 'trigger' | 'manual' = 'trigger',
				) => {
					runs++;
					try {
						const { result } = await env.harness.poll({
							node: { parameters, credentials: credentialsOf(entry.deployment, credential) },
							staticData,
							mode,
						});
						check(`trigger ${name} ${label}`, [result, staticData]);
						return result;
					} catch (error) {
						check(`trigger ${name} ${label}`, errorTexts(error as Record<string, unknown>));
						return error as Error;
					}
				};
				env.emulator.reset();
				const staticData: Json = {};
				expect(await poll('baseline', 'admin', staticData)).toBeNull();
				entry.change(env);
				const emitted = await poll('change', 'admin', staticData);
				expect(Array.isArray(emitted)).toBe(true);
				expect(await poll('manual', 'admin', {}, undefined, 'manual')).not.toBeInstanceOf(Error);
				expect(await poll('401', 'wrong', { ...staticData })).toBeInstanceOf(Error);
				// The trigger repeats a reset read with its default retries (about 1.5 s): once is enough.
				const resets: Array<[string, Json]> =
					entry === events[0] ? [['reset', { reset: true }]] : [];
				for (const [label, fault] of [
					['500', { status: 500 }],
					...resets,
					[
						'malformed answer',
						{ status: 200, body: '{"data": [', contentType: 'application/json' },
					],
					['429', { status: 429, headers: { 'Retry-After': '3600' } }],
				] as Array<[string, Json]>) {
					env.emulator.injectFault(everyPath(entry.deployment, fault));
					expect(await poll(label, 'admin', { ...staticData })).toBeInstanceOf(Error);
					env.emulator.clearFaults();
				}
				if (entry.deployment === 'cloud') {
					expect(
						await poll(
							'bad input',
							'admin',
							{},
							triggerParams(entry.deployment, entry.event, {
								organizationId: locator('not-a-uuid'),
							}),
						),
					).toBeInstanceOf(Error);
				}
				count(`trigger:${entry.event}`, entry.deployment, 'trigger');
				expect(leaks.slice(leaksBefore)).toEqual([]);
			},
			20000,
		);
	});

	describe('editor list methods', () => {
		const methods: Array<[string, 'listSearch' | 'loadOptions', Json]> = [
			['searchOrganizations', 'listSearch', { deployment: 'cloud' }],
			['searchServices', 'listSearch', { deployment: 'cloud', organizationId: locator(SEED.org) }],
			['searchDashboards', 'listSearch', cloudParams('dashboard', 'get')],
			['searchAlerts', 'listSearch', selfHostedParams('alert', 'get')],
			['searchWebhooks', 'listSearch', selfHostedParams('alert', 'create')],
			['searchConnections', 'listSearch', selfHostedParams('connection', 'get')],
			['searchPipes', 'listSearch', cloudParams('pipe', 'get')],
			['searchApiKeys', 'listSearch', cloudParams('apiKey', 'get')],
			['searchReversePrivateEndpoints', 'listSearch', cloudParams('reversePrivateEndpoint', 'get')],
			[
				'getDashboardTiles',
				'loadOptions',
				selfHostedParams('alert', 'create', {
					source: 'tile',
					dashboardId: locator(SEED.sh.dashboard),
				}),
			],
			['getSources', 'loadOptions', { deployment: 'selfHosted' }],
		];
		it.each(methods)(
			'%s: answers and failures hold no secret',
			async (method, kind, parameters) => {
				const deployment = parameters.deployment as Deployment;
				const leaksBefore = leaks.length;
				for (const credential of ['admin', 'wrong'] as const) {
					env.emulator.reset();
					runs++;
					try {
						const answer = await env.harness.loadOptions({
							parameters,
							credentials: credentialsOf(deployment, credential),
							method,
							kind,
						});
						check(`editor ${method} ${credential}`, [answer]);
						expect(credential).toBe('admin');
					} catch (error) {
						check(`editor ${method} ${credential}`, errorTexts(error as Record<string, unknown>));
						expect(credential).toBe('wrong');
					}
				}
				count(`editor:${method}`, deployment, 'editor');
				expect(leaks.slice(leaksBefore)).toEqual([]);
			},
		);
	});
	it("found no secret in n8n's log of the runs or in the console output", async () => {
		await new Promise((resolve) => setImmediate(resolve));
		// n8n logs every node error it reports (to memory in tests): proof that the record saw the runs.
		const log = n8nLogText();
		expect(log).toMatch(/Invalid ['"]/);
		const leaksBefore = leaks.length;
		check("n8n's log", [log]);
		check('captured console output', [captured.join('')]);
		expect(leaks.slice(leaksBefore)).toEqual([]);
	});
});
