import { API_PREFIX, type Deployment } from '../api/types';

/** Joins the credential's base URL, the deployment's prefix and a resource path. */
export function buildUrl(baseUrl: string, deployment: Deployment, path: string): string {
	const base = baseUrl.trim().replace(/\/+$/, '');
	const tail = path === '' || path === '/' ? '' : '/' + path.replace(/^\/+/, '');
	return `${base}${API_PREFIX[deployment]}${tail}`;
}
