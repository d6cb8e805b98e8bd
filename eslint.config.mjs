// n8n's rule sets for community nodes, as @n8n/node-cli applies them: the
// n8n-nodes-base community/credentials/nodes configs and @n8n/community-nodes.
import eslint from '@eslint/js';
import { globalIgnores } from 'eslint/config';
import n8nNodesPlugin from 'eslint-plugin-n8n-nodes-base';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import tseslint from 'typescript-eslint';

export default tseslint.config(
	globalIgnores(['dist', 'node_modules', 'test', 'scripts', 'examples', 'docs', 'coverage', '*.js', '*.mjs']),
	{
		files: ['**/*.ts'],
		extends: [eslint.configs.recommended, tseslint.configs.recommended],
		rules: { 'prefer-spread': 'off' },
	},
	{ plugins: { 'n8n-nodes-base': n8nNodesPlugin } },
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts', 'package.json'],
		...n8nCommunityNodesPlugin.configs.recommended,
	},
	{ files: ['nodes/**/*.ts', 'credentials/**/*.ts'], rules: { 'no-console': 'error' } },
	{
		files: ['package.json'],
		rules: { ...n8nNodesPlugin.configs.community.rules },
		languageOptions: { parser: tseslint.parser, parserOptions: { extraFileExtensions: ['.json'] } },
	},
	{
		files: ['credentials/**/*.ts'],
		rules: {
			...n8nNodesPlugin.configs.credentials.rules,
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
			// As the verification scanner: community-nodes' credential-password-field is the accurate one.
			'n8n-nodes-base/cred-class-field-type-options-password-missing': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		rules: {
			...n8nNodesPlugin.configs.nodes.rules,
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
			'n8n-nodes-base/node-param-type-options-max-value-present': 'off',
		},
	},
);
