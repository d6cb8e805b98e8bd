/**
 * Run by jest before every suite (jest.config.js `setupFilesAfterEnv`): n8n's logger writes to
 * memory (test/support/n8nLog.ts), so a run prints jest's report, not the expected errors the
 * tests provoke; tests read the record with `n8nLog()`.
 */
import { keepN8nLogInMemory } from './n8nLog';

keepN8nLogInMemory();
