import { recordAccess } from '../recordAccess';

export const {
	locator: dashboardLocator,
	chosen: chosenDashboard,
	listPath: dashboardsPath,
} = recordAccess('dashboard');
