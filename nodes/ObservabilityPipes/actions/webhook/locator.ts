import { recordAccess } from '../recordAccess';

/** The API has no GET of one webhook: `chosenWebhook` is for PUT and DELETE, reads go through the list. */
export const { chosen: chosenWebhook, listPath: webhooksPath } = recordAccess('webhook');
