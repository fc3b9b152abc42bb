'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, INQUIRY_LIMITS } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { declineInquiry } from './api';

/** 'Decline': the sales team closes the inquiry, with a reason the buyer reads in the history. */
export function DeclineInquiry({ inquiryId, inquiryNo }: { inquiryId: string; inquiryNo: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = reason.trim().length > INQUIRY_LIMITS.maxRemark;

  async function submit() {
    if (tooLong) return;
    setBusy(true);
    setFailure(null);
    const result = await declineInquiry({ inquiryId, reason: reason.trim() || undefined });
    setBusy(false);
    if (!result.ok) {
      setFailure(errorMessage(result));
      return;
    }
    setOpen(false);
    notify(`Inquiry ${inquiryNo} declined.`);
    router.refresh();
  }

  return (
    <>
      <button type="button" className="btn btn-outline h-9 min-h-9 px-4" data-testid="decline-inquiry" onClick={() => setOpen(true)}>
        Decline
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Decline ${inquiryNo}?`} size="md" description="The buyer sees the inquiry as declined, with your reason. This cannot be undone.">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label="Reason" id="decline-reason" optional error={tooLong ? `At most ${INQUIRY_LIMITS.maxRemark} characters.` : null}>
            <TextArea id="decline-reason" rows={4} value={reason} invalid={tooLong} onChange={(event) => setReason(event.target.value)} placeholder="e.g. We cannot produce this design in stainless steel." />
          </Field>
          <Alert message={failure} testId="decline-error" />
          <div className="mt-2 flex justify-end gap-3">
            <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" disabled={busy || tooLong} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="confirm-decline">
              {busy ? <ButtonSpinner /> : null}
              Decline inquiry
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
