import { recordAccess } from '../recordAccess';

export const { chosen: chosenApiKey } = recordAccess('apiKey');
