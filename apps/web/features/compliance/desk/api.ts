'use client';
import { compliance, staffCatalog, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The compliance library's changes from the browser (staff). */
export const saveComplianceDocument = (input: InputOf<typeof compliance.saveComplianceDocument>) => call(compliance.saveComplianceDocument, input);
export const withdrawComplianceDocument = (documentId: string) => call(compliance.withdrawComplianceDocument, { documentId });
/** Goods found by words of their name or their item number, for the form's goods picker (a few at a time). */
export const findGoods = (keyWords: string) => call(staffCatalog.goodsList, { keyWords, pageSize: 8, sort: 'code' as const });
