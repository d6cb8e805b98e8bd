import { recordAccess } from '../recordAccess';

// The organization picker of the cloud scope chooses the record.
export const { chosen: chosenOrganizationRecord } = recordAccess('organization');
