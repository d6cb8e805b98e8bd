'use strict';

/** A source node for tests and the demo: outputs the items given in its `items` parameter. */
class TestItems {
	constructor() {
		this.description = {
			displayName: 'Test Items',
			name: 'testItems',
			group: ['input'],
			version: 1,
			description: 'Outputs fixed items',
			defaults: { name: 'Items' },
			inputs: ['main'],
			outputs: ['main'],
			properties: [{ displayName: 'Items', name: 'items', type: 'json', default: '[{}]' }],
		};
	}

	async execute() {
		const raw = this.getNodeParameter('items', 0);
		const items = typeof raw === 'string' ? JSON.parse(raw) : raw;
		return [items.map((json, index) => ({ json, pairedItem: { item: index } }))];
	}
}

module.exports = { TestItems };
