import { API_PREFIX, type Deployment } from '../api/types';

/** The credential's base URL as the node uses it: no surrounding spaces, no trailing slash. */
export function trimmedBaseUrl(baseUrl: string): string {
	return baseUrl.trim().replace(/\/+$/, '');
}

/** Joins the credential's base URL, the deployment's prefix and a resource path. */
export function buildUrl(baseUrl: string, deployment: Deployment, path: string): string {
	const base = trimmedBaseUrl(baseUrl);
	const tail = path === '' || path === '/' ? '' : '/' + path.replace(/^\/+/, '');
	return `${base}${API_PREFIX[deployment]}${tail}`;
}
