'use client';
import dynamic from 'next/dynamic';
import { useConfirmRequest } from './confirm';

const ConfirmDialog = dynamic(() => import('./ConfirmDialog'), { ssr: false });

/** Mounted once by the site shell; the dialog's code loads with the first confirm(). */
export function ConfirmHost() {
  const request = useConfirmRequest();
  return request ? <ConfirmDialog request={request} /> : null;
}
