import { getAllOperation } from '../getAllOperation';
import { simplifyWebhook } from './simplify';
import { webhookWithoutSecrets } from './webhookBody';

export const { readOnly, execute } = getAllOperation('webhook', {
	simplify: simplifyWebhook,
	clean: webhookWithoutSecrets,
});
