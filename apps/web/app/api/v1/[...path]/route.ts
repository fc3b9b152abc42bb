import { backendFetch } from '@/lib/backend/backend.server';
import { requestClientAddress } from '@/lib/backend/requestGuards.server';

export const dynamic = 'force-dynamic';

/**
 * The public API (/api/v1, docs/integration.md): outside systems call it with a Bearer API key, never a session, so
 * it takes no same-origin check (a browser never sends the key by itself); the back-end answers it as it is.
 */
function publicApi(request: Request): Promise<Response> {
  return backendFetch(request, requestClientAddress(request));
}

export { publicApi as GET, publicApi as POST, publicApi as PUT };
