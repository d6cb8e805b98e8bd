import { getOperation } from '../getOperation';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';

export const { readOnly, execute } = getOperation('pipe', {
	simplify: simplifyPipe,
	clean: pipeWithoutSecrets,
});
