'use client';
import { compliance, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The compliance library's changes from the browser (staff). */
export const saveComplianceDocument = (input: InputOf<typeof compliance.saveComplianceDocument>) => call(compliance.saveComplianceDocument, input);
export const withdrawComplianceDocument = (documentId: string) => call(compliance.withdrawComplianceDocument, { documentId });
