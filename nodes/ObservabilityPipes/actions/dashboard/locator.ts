import { recordAccess } from '../recordAccess';

export const { chosen: chosenDashboard, listPath: dashboardsPath } = recordAccess('dashboard');
