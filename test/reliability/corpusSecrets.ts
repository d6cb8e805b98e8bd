import { locator, SEED } from '../support/env';
import { seededHex } from '../support/seed';

/**
 * Recognisable secrets for the secrets suite: every value starts with "SECRET-" and ends in
 * random hex drawn from the file's seed (OBS_SEED replays it), so a leak shows up whole,
 * clipped, or base64-encoded.
 */

let tails = 0;
const tail = () => seededHex(`secret-${tails++}`);

export const SECRET = {
	cloudKeySecret: `SECRET-KEY-admin-${tail()}`,
	developerKeySecret: `SECRET-KEY-developer-${tail()}`,
	wrongKeySecret: `SECRET-KEY-wrong-${tail()}`,
	selfHostedApiKey: `SECRET-SH-KEY-${tail()}`,
	wrongSelfHostedApiKey: `SECRET-SH-KEY-wrong-${tail()}`,
	brokerPassword: `SECRET-PW-broker-${tail()}`,
	registryPassword: `SECRET-PW-registry-${tail()}`,
	databasePassword: `SECRET-PW-database-${tail()}`,
	storageSecretKey: `SECRET-AK-storage-${tail()}`,
	streamSecretKey: `SECRET-AK-stream-${tail()}`,
	destinationRole: `SECRET-ROLE-${tail()}`,
	newBrokerPassword: `SECRET-PW-rotated-${tail()}`,
	webhookHeader: `SECRET-HOOK-header-${tail()}`,
	webhookQuery: `SECRET-HOOK-query-${tail()}`,
	newWebhookHeader: `SECRET-HOOK-rotated-${tail()}`,
	connectionPassword: `SECRET-PW-connection-${tail()}`,
	newConnectionPassword: `SECRET-PW-connection-rotated-${tail()}`,
};

export const KEY_IDS = { admin: 'reliability-admin-key', developer: 'reliability-developer-key' };

/** Every form in which a secret could leak: the value, its random tail, base64 of it and of the Basic pair. */
export function forbiddenStrings(): string[] {
	const values = Object.values(SECRET);
	const basic = [
		`${KEY_IDS.admin}:${SECRET.cloudKeySecret}`,
		`${KEY_IDS.developer}:${SECRET.developerKeySecret}`,
		`${KEY_IDS.admin}:${SECRET.wrongKeySecret}`,
	];
	const base64 = (text: string) => Buffer.from(text).toString('base64');
	return [
		'SECRET-',
		...values,
		...values.map((value) => value.slice(-16)),
		...values.map(base64),
		...basic.map(base64),
		...values.map((value) => encodeURIComponent(value)),
	];
}

const destination = (table: string) => ({
	database: 'default',
	table,
	managedTable: true,
	columns: [{ name: 'a', type: 'String' }],
	roles: [SECRET.destinationRole],
});
const mappings = [{ sourceField: 'a', destinationField: 'a' }];

/** Pipe create bodies carrying a secret in every place a pipe has one, per source kind. */
export function secretPipeBodies(): Record<string, Record<string, unknown>> {
	return {
		messageBroker: {
			name: 'sec-broker',
			source: {
				messageBroker: {
					brokers: 'b-1:9096',
					topics: 'orders',
					consumerGroup: 'g',
					authentication: 'SCRAM-SHA-512',
					credentials: { username: 'svc', password: SECRET.brokerPassword },
					schemaRegistry: {
						url: 'https://sr.example.com',
						credentials: { username: 'sr', password: SECRET.registryPassword },
					},
				},
			},
			destination: destination('orders'),
			fieldMappings: mappings,
		},
		objectStorage: {
			name: 'sec-storage',
			source: {
				objectStorage: {
					url: 's3://bucket/**',
					format: 'JSONEachRow',
					accessKey: { accessKeyId: 'AKIARELIABILITY', secretKey: SECRET.storageSecretKey },
				},
			},
			destination: destination('files'),
			fieldMappings: mappings,
		},
		managedStream: {
			name: 'sec-stream',
			source: {
				managedStream: {
					streamName: 'events',
					region: 'eu-west-1',
					accessKey: { accessKeyId: 'AKIASTREAM', secretKey: SECRET.streamSecretKey },
				},
			},
			destination: destination('events'),
			fieldMappings: mappings,
		},
		relationalDb: {
			name: 'sec-db',
			source: {
				relationalDb: {
					host: 'db.internal',
					port: 5432,
					database: 'app',
					credentials: { username: 'repl', password: SECRET.databasePassword },
				},
			},
			destination: destination('orders_cdc'),
			fieldMappings: mappings,
		},
	};
}

/** The typed-field form of a pipe with every secret field filled. */
export function secretPipeFields(
	kind: 'messageBroker' | 'objectStorage' | 'relationalDb',
): Record<string, unknown> {
	// What a kind requires is a top-level parameter; its collection holds the rest.
	const required = {
		messageBroker: { brokers: 'b-1:9096', topics: 'orders' },
		objectStorage: { url: 's3://bucket/**' },
		relationalDb: { host: 'db.internal', port: 5432, database: 'app' },
	};
	const sources = {
		messageBroker: {
			sourceCredentials: { values: { username: 'svc', password: SECRET.brokerPassword } },
			schemaRegistry: {
				values: {
					url: 'https://sr.example.com',
					username: 'sr',
					password: SECRET.registryPassword,
				},
			},
		},
		objectStorage: {
			accessKey: { values: { accessKeyId: 'AKIARELIABILITY', secretKey: SECRET.storageSecretKey } },
		},
		relationalDb: {
			sourceCredentials: { values: { username: 'repl', password: SECRET.databasePassword } },
		},
	};
	return {
		specifyBody: 'fields',
		name: `sec-${kind}-fields`,
		sourceKind: kind,
		...required[kind],
		[kind]: sources[kind],
		destinationDatabase: 'default',
		destinationTable: 't',
		destination: {
			roles: SECRET.destinationRole,
			columns: { column: [{ name: 'a', type: 'String' }] },
		},
		fieldMappings: { mapping: [{ sourceField: 'a', destinationField: 'a' }] },
	};
}

/**
 * Pipe bodies that are bad input AND carry secrets: a bad field elsewhere, and secrets given
 * where the wrong type is (a password mapped into the credentials object itself, a role list
 * given as text). The error must name the field without quoting the secret.
 */
export function badSecretPipeBodies(): Array<{
	label: string;
	body: Record<string, unknown>;
	field: string;
}> {
	const broker = secretPipeBodies().messageBroker as {
		source: { messageBroker: Record<string, unknown> };
		destination: Record<string, unknown>;
	};
	const withBroker = (over: Record<string, unknown>) => ({
		...broker,
		source: { messageBroker: { ...broker.source.messageBroker, ...over } },
	});
	return [
		{
			label: 'replicas below 0, secrets elsewhere',
			body: { ...broker, scaling: { replicas: -99 } },
			field: 'scaling.replicas',
		},
		{
			label: 'unmapped column, secrets elsewhere',
			body: { ...broker, fieldMappings: [] },
			field: 'fieldMappings',
		},
		{
			label: 'credentials given as the password text',
			body: withBroker({ credentials: SECRET.brokerPassword }),
			field: 'source.messageBroker.credentials',
		},
		{
			label: 'schema registry credentials given as text',
			body: withBroker({
				schemaRegistry: { url: 'https://sr.example.com', credentials: SECRET.registryPassword },
			}),
			field: 'source.messageBroker.schemaRegistry.credentials',
		},
		{
			label: 'access key given as the secret text',
			body: {
				...secretPipeBodies().objectStorage,
				source: { objectStorage: { url: 's3://b/**', accessKey: SECRET.storageSecretKey } },
			},
			field: 'source.objectStorage.accessKey',
		},
		{
			label: 'relational credentials given as text',
			body: {
				...secretPipeBodies().relationalDb,
				source: { relationalDb: { host: 'h', credentials: SECRET.databasePassword } },
			},
			field: 'source.relationalDb.credentials',
		},
		{
			label: 'destination roles given as text',
			body: { ...broker, destination: { ...broker.destination, roles: SECRET.destinationRole } },
			field: 'destination.roles',
		},
		{
			label: 'password of a wrong type beside a secret username',
			body: withBroker({ credentials: { username: SECRET.brokerPassword, password: 5 } }),
			field: 'source.messageBroker.credentials.password',
		},
		{
			label: 'secret key of a wrong type',
			body: {
				...secretPipeBodies().managedStream,
				source: {
					managedStream: {
						streamName: 's',
						accessKey: { accessKeyId: SECRET.streamSecretKey, secretKey: ['x'] },
					},
				},
			},
			field: 'source.managedStream.accessKey.secretKey',
		},
	];
}

/** Pipe update (PATCH) bodies with new secrets (destination roles are fixed at create: a PATCH cannot carry them). */
export function secretPipeChanges(): Record<string, unknown> {
	return {
		name: 'sec-rotated',
		source: {
			messageBroker: {
				authentication: 'SCRAM-SHA-512',
				credentials: { username: 'svc', password: SECRET.newBrokerPassword },
			},
		},
	};
}

export const pipeLocator = () => locator(SEED.pipes.messageBroker);

/** A generic webhook carrying a secret header and query parameter (write-only on the server). */
export function secretWebhookBody(name = 'sec-hook'): Record<string, unknown> {
	return {
		name,
		service: 'generic',
		url: `https://hooks.example.com/${name}`,
		body: '{"text": "{{title}}"}',
		headers: { Authorization: `Bearer ${SECRET.webhookHeader}` },
		queryParams: { token: SECRET.webhookQuery },
	};
}

/** The typed-field form of the same webhook. */
export function secretWebhookFields(name = 'sec-hook-fields'): Record<string, unknown> {
	return {
		specifyBody: 'fields',
		name,
		service: 'generic',
		url: `https://hooks.example.com/${name}`,
		headers: { header: [{ name: 'Authorization', value: `Bearer ${SECRET.webhookHeader}` }] },
		queryParams: { parameter: [{ name: 'token', value: SECRET.webhookQuery }] },
	};
}

/**
 * Webhook bodies that are bad input AND carry secrets: the error must name the field without
 * quoting the header or query value.
 */
export function badSecretWebhookBodies(): Array<{
	label: string;
	body: Record<string, unknown>;
	field: string;
	/** Sent: the server judges it, and its 400 must not quote the secrets either. */
	server?: true;
}> {
	const base = secretWebhookBody();
	return [
		{
			label: 'slack with secret headers',
			body: { ...base, service: 'slack', body: undefined },
			field: 'headers',
			server: true,
		},
		{
			label: 'headers given as the secret text',
			body: { ...base, headers: `Authorization: ${SECRET.webhookHeader}` },
			field: 'headers',
		},
		{
			label: 'query parameters given as the secret text',
			body: { ...base, queryParams: SECRET.webhookQuery },
			field: 'queryParams',
		},
		{
			label: 'a header value that is a list',
			body: { ...base, headers: { Authorization: [SECRET.webhookHeader] } },
			field: 'headers.Authorization',
		},
		{
			label: 'a secret header of 4097 characters',
			body: { ...base, headers: { Authorization: SECRET.webhookHeader + 'x'.repeat(4097) } },
			field: 'headers.Authorization',
			server: true,
		},
		{
			label: 'url not absolute, secrets elsewhere',
			body: { ...base, url: 'hooks/x' },
			field: 'url',
			server: true,
		},
	];
}

/** A webhook record as a careless server might answer it: with its headers and query parameters. */
export function webhookWithSecrets(id: string): Record<string, unknown> {
	return {
		id,
		...secretWebhookBody(),
		createdAt: '2025-01-01T00:00:00.000Z',
		updatedAt: '2025-01-01T00:00:00.000Z',
	};
}

/** A self-hosted connection carrying a secret password (write-only on the server). */
export function secretConnectionBody(name = 'sec-connection'): Record<string, unknown> {
	return {
		name,
		host: 'http://db.internal:8123',
		username: 'reader',
		password: SECRET.connectionPassword,
	};
}

/** The typed-field form of the same connection. */
export function secretConnectionFields(name = 'sec-connection-fields'): Record<string, unknown> {
	return {
		specifyBody: 'fields',
		name,
		host: 'http://db.internal:8123',
		username: 'reader',
		additionalFields: { password: SECRET.connectionPassword, isPrometheusEndpoint: false },
	};
}

/**
 * Connection bodies that are bad input AND carry the password: the error must name the field
 * without quoting the password, even where the password itself is the bad value.
 */
export function badSecretConnectionBodies(): Array<{
	label: string;
	body: Record<string, unknown> | string;
	field: string;
}> {
	const base = secretConnectionBody();
	return [
		{ label: 'no host, a password given', body: { ...base, host: undefined }, field: 'host' },
		{
			label: 'the password inside a list',
			body: { ...base, password: [SECRET.connectionPassword] },
			field: 'password',
		},
		{
			label: 'the password inside an object',
			body: { ...base, password: { value: SECRET.connectionPassword } },
			field: 'password',
		},
		{
			label: 'the password given as the username, a bad host',
			body: { ...base, username: SECRET.connectionPassword, host: 8123 },
			field: 'host',
		},
		{
			label: 'JSON broken right after the unquoted password',
			body: `{"name": "x", "host": "h", "username": "u", "password": ${SECRET.connectionPassword}}`,
			field: 'jsonBody',
		},
	];
}

/** A connection record as a careless server might answer it: with its password. */
export function connectionWithPassword(id: string): Record<string, unknown> {
	return {
		id,
		...secretConnectionBody(),
		createdAt: '2025-01-01T00:00:00.000Z',
		updatedAt: '2025-01-01T00:00:00.000Z',
	};
}
