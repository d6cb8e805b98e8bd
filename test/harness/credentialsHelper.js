'use strict';
const { ICredentialsHelper } = require('n8n-workflow');

/**
 * Resolves credentials the way n8n's server does: generic `authenticate` blocks are
 * evaluated property by property with `$credentials` in scope
 * (n8n's own test helper ignores them, so it cannot test a credential type).
 */
class TestCredentialsHelper extends ICredentialsHelper {
	/**
	 * @param {Record<string, object>} credentialTypes  type name -> credential type instance
	 * @param {Record<string, Record<string, object>>} store  credential id -> { type name -> data }
	 */
	constructor(credentialTypes, store) {
		super();
		this.credentialTypes = credentialTypes;
		this.store = store;
	}

	getParentTypes() {
		return [];
	}

	isCredentialUsableByNode() {
		return true;
	}

	async authenticate(credentials, typeName, requestOptions, workflow, node) {
		const type = this.credentialTypes[typeName];
		if (!type || !type.authenticate) return requestOptions;
		if (typeof type.authenticate === 'function')
			return await type.authenticate(credentials, requestOptions);
		if (type.authenticate.type !== 'generic') return requestOptions;
		if (requestOptions.headers === undefined) requestOptions.headers = {};
		for (const [outerKey, outerValue] of Object.entries(type.authenticate.properties)) {
			for (const [key, value] of Object.entries(outerValue)) {
				const resolvedKey = resolveValue(key, credentials, workflow, node);
				const resolvedValue = resolveValue(value, credentials, workflow, node);
				if (!requestOptions[outerKey]) requestOptions[outerKey] = {};
				requestOptions[outerKey][resolvedKey] = resolvedValue;
			}
		}
		return requestOptions;
	}

	async preAuthentication() {
		return undefined;
	}

	async runPreAuthentication() {
		return undefined;
	}

	async getCredentials() {
		throw new Error('not used by the harness');
	}

	async getDecrypted(_additionalData, nodeCredentials, type) {
		const entry = this.store[nodeCredentials.id];
		if (!entry || !entry[type])
			throw new Error(`No credentials of type ${type} with id ${nodeCredentials.id}`);
		return { ...entry[type] };
	}

	async updateCredentials() {}

	async updateCredentialsOauthTokenData() {}

	getCredentialsProperties(type) {
		return this.credentialTypes[type]?.properties ?? [];
	}
}

function resolveValue(value, credentials, workflow, node) {
	if (typeof value !== 'string' || value.charAt(0) !== '=') return value;
	const resolved = workflow.expression.getSimpleParameterValue(
		node,
		value,
		'internal',
		{ $credentials: credentials },
		undefined,
		'',
	);
	return resolved ? resolved.toString() : '';
}

module.exports = { TestCredentialsHelper, resolveValue };
