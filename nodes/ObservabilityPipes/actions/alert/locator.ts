import { recordAccess } from '../recordAccess';

export const { chosen: chosenAlert, listPath: alertsPath } = recordAccess('alert');
