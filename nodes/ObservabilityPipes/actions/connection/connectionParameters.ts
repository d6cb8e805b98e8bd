import type { INodeProperties } from 'n8n-workflow';

/** The fields of a connection's forms, each once; create marks its required ones. */
export const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	placeholder: 'e.g. Production database',
	description: 'Name of the connection, as sources and pickers show it',
};

export const hostField: INodeProperties = {
	displayName: 'Host',
	name: 'host',
	type: 'string',
	default: '',
	placeholder: 'e.g. https://db.example.com:8443',
	description:
		'HTTP address of the database (or of the Prometheus-compatible API) sources read from',
};

export const usernameField: INodeProperties = {
	displayName: 'Username',
	name: 'username',
	type: 'string',
	default: '',
	placeholder: 'e.g. default',
	description: 'User the server signs in as when it reads through this connection',
};

export const passwordField: INodeProperties = {
	displayName: 'Password',
	name: 'password',
	type: 'string',
	typeOptions: { password: true },
	default: '',
	description: 'Password of the user. Write-only: never returned or shown.',
};

export const prometheusField: INodeProperties = {
	displayName: 'Prometheus Endpoint',
	name: 'isPrometheusEndpoint',
	type: 'boolean',
	default: false,
	description:
		'Whether the host is a Prometheus-compatible API (queried with PromQL) rather than a database',
};
