'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { withdrawComplianceDocument } from './api';

/** Takes a document out of the library (asked once more first); the list reloads. */
export function WithdrawDocument({ documentId, reportNo }: { documentId: string; reportNo: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    if (!window.confirm(`Withdraw report ${reportNo}? Buyers will no longer be offered it.`)) return;
    setBusy(true);
    const result = await withdrawComplianceDocument(documentId);
    setBusy(false);
    if (!result.ok) return void toast.warning(errorMessage(result), 5000);
    toast.success(`Report ${reportNo} withdrawn.`);
    router.refresh();
  }
  return (
    <button type="button" onClick={() => void withdraw()} disabled={busy} className="text-[13px] text-ink-muted underline-offset-4 hover:text-red-800 hover:underline" data-testid="compliance-withdraw">
      Withdraw<span className="sr-only"> report {reportNo}</span>
    </button>
  );
}
