import { getOperation } from '../getOperation';
import { withoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';

export const { description, readOnly, execute } = getOperation('pipe', { simplify: simplifyPipe, clean: withoutSecrets });
