// n8n's rule sets for community nodes, as @n8n/node-cli applies them: the
// n8n-nodes-base community/credentials/nodes configs and @n8n/community-nodes, with the
// JSON files (package.json and the codex files) linted too. eslint-rules/ adds the rules
// of n8n's main branch that the published @n8n/eslint-plugin-community-nodes lacks yet.
import eslint from '@eslint/js';
import { globalIgnores } from 'eslint/config';
import n8nNodesPlugin from 'eslint-plugin-n8n-nodes-base';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import tseslint from 'typescript-eslint';
import communityNodesNext from './eslint-rules/index.js';

export default tseslint.config(
	globalIgnores(['dist', 'node_modules', 'test', 'scripts', 'examples', 'docs', 'coverage', '*.js', '*.mjs']),
	{
		files: ['**/*.ts'],
		extends: [eslint.configs.recommended, tseslint.configs.recommended],
		rules: { 'prefer-spread': 'off' },
	},
	{ plugins: { 'n8n-nodes-base': n8nNodesPlugin } },
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts'],
		...n8nCommunityNodesPlugin.configs.recommended,
	},
	{ files: ['nodes/**/*.ts', 'credentials/**/*.ts'], rules: { 'no-console': 'error' } },
	{
		files: ['package.json', '**/*.node.json'],
		...n8nCommunityNodesPlugin.configs.recommended,
	},
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts', '**/*.node.json'],
		plugins: { 'community-nodes-next': communityNodesNext },
		rules: {
			'community-nodes-next/no-codex-subcategories': 'error',
			'community-nodes-next/require-continue-on-fail': 'error',
		},
	},
	{
		files: ['package.json', '**/*.node.json'],
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
