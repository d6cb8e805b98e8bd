'use strict';
// Rules of @n8n/eslint-plugin-community-nodes on n8n's main branch that the published
// version this project pins (0.32.0) does not have yet, as a local plugin. eslint.config.mjs
// applies them under the same rule names in the `community-nodes-next` namespace.
module.exports = {
	meta: { name: 'community-nodes-next' },
	rules: {
		'no-codex-subcategories': require('./no-codex-subcategories'),
		'require-continue-on-fail': require('./require-continue-on-fail'),
	},
};
