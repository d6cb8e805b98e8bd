'use strict';
// Local copy of `@n8n/community-nodes/no-codex-subcategories` from n8n's main branch
// (packages/@n8n/eslint-plugin-community-nodes/src/rules/no-codex-subcategories.ts), not yet
// in the published plugin 0.32.0. A community node may not declare `codex.subcategories`
// (in its `.node.json`, or inline in the `.node.ts` file) unless it is built on n8n's AI
// Node SDK: the values only steer n8n's own node-panel grouping, and one n8n does not know
// silently misfiles the node. Remove this copy when the published plugin has the rule.
const path = require('path');
const { findProperty, isTopLevelJsonObject, programImportsModule, fileImportsModule, fileHasInlineDescriptionCodex, removeObjectProperty } = require('./ast');

const AI_NODE_SDK_MODULE_NAMES = ['@n8n/ai-node-sdk', 'ai-node-sdk'];

/** Calls `check` with every codex object of the file being linted. */
function codexObjectVisitor(context, check) {
	const filename = context.filename;
	if (filename.endsWith('.node.json')) {
		// The JSON has no imports: the node file beside it decides.
		const sibling = path.resolve(path.dirname(filename), `${path.basename(filename, '.node.json')}.node.ts`);
		if (fileHasInlineDescriptionCodex(sibling)) return {};
		if (fileImportsModule(sibling, AI_NODE_SDK_MODULE_NAMES)) return {};
		return {
			ObjectExpression(node) {
				if (isTopLevelJsonObject(node)) check(node);
			},
		};
	}
	if (!filename.endsWith('.node.ts')) return {};
	if (programImportsModule(context.sourceCode.ast, AI_NODE_SDK_MODULE_NAMES)) return {};
	return {
		Property(node) {
			if (node.key.type === 'Identifier' && node.key.name === 'codex' && node.value.type === 'ObjectExpression') check(node.value);
		},
	};
}

module.exports = {
	meta: {
		type: 'problem',
		docs: { description: 'Disallow codex.subcategories in community nodes that do not import the AI Node SDK' },
		messages: {
			subcategoriesNotAllowed:
				"codex.subcategories is not allowed unless the node is built with @n8n/ai-node-sdk: its values only steer n8n's built-in node-panel grouping, and a value n8n does not know silently misfiles the node. Remove codex.subcategories.",
		},
		fixable: 'code',
		schema: [],
	},
	create(context) {
		return codexObjectVisitor(context, (codex) => {
			const subcategories = findProperty(codex, 'subcategories');
			if (!subcategories) return;
			context.report({
				node: subcategories,
				messageId: 'subcategoriesNotAllowed',
				fix: (fixer) => removeObjectProperty(fixer, context.sourceCode, codex, subcategories),
			});
		});
	},
};
