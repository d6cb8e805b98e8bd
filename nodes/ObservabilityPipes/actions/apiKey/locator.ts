import { recordAccess } from '../recordAccess';

export const {
	locator: apiKeyLocator,
	chosen: chosenApiKey,
	listPath: keysPath,
} = recordAccess('apiKey');
