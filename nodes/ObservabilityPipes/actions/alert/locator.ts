import { recordLocator } from '../common.descriptions';

export const alertLocator = recordLocator({
	name: 'alertId',
	displayName: 'Alert',
	noun: 'alert',
	searchListMethod: 'searchAlerts',
	idPlaceholder: 'Cloud: a UUID; self-hosted: a 24-character object ID',
});
