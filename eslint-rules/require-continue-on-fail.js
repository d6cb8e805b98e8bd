'use strict';
// Local copy of `@n8n/community-nodes/require-continue-on-fail` from n8n's main branch
// (packages/@n8n/eslint-plugin-community-nodes/src/rules/require-continue-on-fail.ts), not
// yet in the published plugin 0.32.0: the `execute()` method of a node class must itself
// call `this.continueOnFail()`, so that one failing item does not stop the whole run when
// the user asked to continue. Remove this copy when the published plugin has the rule.
const { isNodeTypeClass, walk } = require('./ast');

function isContinueOnFailCall(node) {
	return (
		node.type === 'CallExpression' &&
		node.callee.type === 'MemberExpression' &&
		node.callee.object.type === 'ThisExpression' &&
		node.callee.property.type === 'Identifier' &&
		node.callee.property.name === 'continueOnFail'
	);
}

function containsContinueOnFailCall(body) {
	let found = false;
	walk(body, (node) => {
		if (!found && isContinueOnFailCall(node)) found = true;
	});
	return found;
}

module.exports = {
	meta: {
		type: 'problem',
		docs: { description: 'Require continueOnFail() handling in execute() methods of node classes' },
		messages: {
			missingContinueOnFail:
				'execute() method must handle this.continueOnFail() for proper error handling. Wrap item processing in a try/catch and check this.continueOnFail() in the catch block.',
		},
		schema: [],
	},
	create(context) {
		return {
			ClassDeclaration(node) {
				if (!isNodeTypeClass(node)) return;
				for (const member of node.body.body) {
					if (member.type !== 'MethodDefinition' || member.key.type !== 'Identifier' || member.key.name !== 'execute') continue;
					if (member.value.body && !containsContinueOnFailCall(member.value.body)) {
						context.report({ node: member.key, messageId: 'missingContinueOnFail' });
					}
				}
			},
		};
	},
};
