import { recordAccess } from '../recordAccess';

export const {
	locator: alertLocator,
	chosen: chosenAlert,
	listPath: alertsPath,
} = recordAccess('alert');
