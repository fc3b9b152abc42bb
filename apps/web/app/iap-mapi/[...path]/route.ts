import { passThrough } from '@/lib/backend/backend.server';

export const dynamic = 'force-dynamic';
export { passThrough as GET, passThrough as POST, passThrough as PUT, passThrough as DELETE, passThrough as PATCH };
