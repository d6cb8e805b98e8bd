// A credential's secret must never serve as a readable map key, so keys and dedupe ids are
// SHA-256 digests. node:crypto is on the import allow-list n8n applies to community nodes.
import { createHash } from 'node:crypto';

/** The SHA-256 digest of a text's UTF-8 bytes, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
	return createHash('sha256').update(text, 'utf8').digest('hex');
}
