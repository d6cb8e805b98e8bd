import { recordAccess } from '../recordAccess';

// The organization picker of the cloud scope chooses the record; Get Many reads the list.
export const { chosen: chosenOrganizationRecord, listPath: organizationsPath } =
	recordAccess('organization');
