import { passThrough } from '@/lib/backend/backend.server';

export const dynamic = 'force-dynamic';
export { passThrough as GET };
