'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, type StaffInquiryView } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { useLoad } from '@/lib/useLoad';
import { askFloorApproval, loadQuotationMargins } from './api';
import { FloorApproval } from './FloorApproval';
import { draftBelowFloor, marginOfTier, rateFor } from './margin';
import type { QuotationDraft, TierDraft } from './quotationDraft';
import { TierMarginNote } from './TierMarginNote';

/**
 * The margin floor in the quotation editor (issue 52, point 6): each line's cost and floor loaded once for the
 * inquiry, each tier's margin as it is typed, and the request for a sales manager's approval when a price is below.
 */
export function useFloor(view: StaffInquiryView, draft: QuotationDraft, save: () => Promise<string | null>, setFailure: (message: string | null) => void) {
  const router = useRouter();
  const [asked, setAsked] = useState(0);
  const [busy, setBusy] = useState(false);
  const loaded = useLoad(`margins:${view.inquiryId}:${asked}`, () => loadQuotationMargins(view.inquiryId));
  const margins = loaded.value?.ok ? loaded.value.data : null;
  const rate = rateFor(draft.currency, view.draftQuotation);
  const costOf = (itemId: string | null) => (itemId === null ? undefined : margins?.lines.find((line) => line.itemId === itemId));

  const marginOf = (itemId: string | null, lineIndex: number) => (tier: TierDraft, i: number) => (
    <TierMarginNote shown={marginOfTier(tier.unitPrice, costOf(itemId), rate)} label={`Line ${lineIndex + 1}, tier ${i + 1}`} />
  );

  async function ask(note: string) {
    setBusy(true);
    try {
      const quotationId = await save();
      if (!quotationId) return;
      const result = await askFloorApproval(view.inquiryId, quotationId, note);
      if (!result.ok) {
        setFailure(errorMessage(result));
        return;
      }
      notify('Sent to the sales managers for approval.');
      setAsked((n) => n + 1);
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  const panel = margins && !margins.mayPassFloor
    ? <FloorApproval approval={margins.approval} below={draftBelowFloor(draft.lines, margins, rate)} busy={busy} onAsk={(note) => void ask(note)} />
    : null;
  return { marginOf, panel };
}
