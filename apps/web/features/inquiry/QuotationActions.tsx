'use client';
import { useState } from 'react';
import { errorCode, INQUIRY_LIMITS, rateLockEndedText, RES, type InquiryDetail } from '@sw/protocol';
import { refreshHeader } from '@/lib/member';
import { toast } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { Dialog } from '@/ui/Dialog';
import { Alert, SubmitButton, TextArea } from '@/ui/form';
import { ButtonSpinner, CheckIcon } from '@/ui/icons';
import { acceptQuotation, askRevision, declineInquiry, refusalText } from './api';
import { moneyText, dateText, isPastDay } from './format';

type Asking = 'revision' | 'decline' | null;

/**
 * The buyer's answers to a quotation, offered as the detail's `actions` allow: Accept (after a confirm),
 * Ask for a revision (with a message), Decline (with an optional reason). `onChanged` gets the new detail.
 * Once the rate lock passed, or Accept was refused, the page says why and offers the revision in place of Accept.
 */
export function QuotationActions({ detail, onChanged, layout = 'row' }: { detail: InquiryDetail; onChanged: (next: InquiryDetail) => void; layout?: 'row' | 'stack' }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'accept' | 'send' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const quotation = detail.quotation;
  const lockedUntil = quotation?.exchange?.lockedUntil;
  const lockEnded = !!lockedUntil && isPastDay(lockedUntil) && detail.actions.includes('accepted');
  const canAccept = detail.actions.includes('accepted') && quotation !== null && !lockEnded && !refused;
  const canRevise = detail.actions.includes('revision_requested');
  const canDecline = detail.actions.includes('declined');
  if (!canAccept && !canRevise && !canDecline) return null;

  async function accept() {
    if (!quotation) return;
    const ok = await confirm({
      title: 'Accept this quotation?',
      message: `You accept quotation v${quotation.version} of ${detail.inquiryNo}: ${moneyText(quotation.total, quotation.currency)}, valid until ${dateText(quotation.validUntil)}. Next, you place the order at these prices.`,
      confirmText: 'Accept quotation',
      cancelText: 'Not yet',
    });
    if (!ok) return;
    setBusy('accept');
    const result = await acceptQuotation(detail.inquiryId, quotation.quotationId);
    setBusy(null);
    // A refusal stays on the page (not a passing toast); one of the back-end's rules takes Accept away.
    if (!result.ok) return errorCode(result) === RES.CONFLICT ? setRefused(refusalText(result)) : toast.warning(`The quotation was not accepted: ${refusalText(result)}`);
    toast.pageSuccess('Quotation accepted. You can place the order now.');
    void refreshHeader();
    onChanged(result.data);
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (asking === 'revision' && !text.trim()) return setProblem('Please tell us what to change.');
    setBusy('send');
    setProblem(null);
    const result = asking === 'revision' ? await askRevision(detail.inquiryId, text.trim()) : await declineInquiry(detail.inquiryId, text.trim() || undefined);
    setBusy(null);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(asking === 'revision' ? 'Your revision request is sent.' : 'The inquiry is declined.');
    setAsking(null);
    setText('');
    void refreshHeader();
    onChanged(result.data);
  }

  const open = (what: Asking) => {
    setText('');
    setProblem(null);
    setAsking(what);
  };

  return (
    <>
      {lockEnded ? (
        <p className="mb-3 rounded-[3px] border border-amber-700/30 bg-amber-50 px-3.5 py-3 text-[13.5px] text-amber-950" role="note" data-testid="rate-lock-ended">
          {rateLockEndedText(lockedUntil)}
        </p>
      ) : null}
      {refused ? <Alert message={`The quotation was not accepted: ${refused}`} testId="accept-refused" /> : null}
      <div className={layout === 'stack' ? 'flex flex-col gap-2.5' : 'flex flex-wrap gap-2.5'} data-testid="quotation-actions">
        {canAccept ? (
          <button type="button" className="btn btn-primary" onClick={() => void accept()} disabled={busy !== null} data-testid="action-accept">
            {busy === 'accept' ? <ButtonSpinner /> : <CheckIcon size={16} />}
            Accept quotation
          </button>
        ) : null}
        {canRevise ? (
          <button type="button" className={canAccept ? 'btn btn-outline' : 'btn btn-primary'} onClick={() => open('revision')} disabled={busy !== null} data-testid="action-revision">
            Ask for a revision
          </button>
        ) : null}
        {canDecline ? (
          <button
            type="button"
            className="btn btn-outline btn-outline-danger"
            onClick={() => open('decline')}
            disabled={busy !== null}
            data-testid="action-decline"
          >
            Decline
          </button>
        ) : null}
      </div>
      <Dialog
        open={asking !== null}
        onOpenChange={(next) => (next ? null : setAsking(null))}
        title={asking === 'revision' ? 'Ask for a revision' : 'Decline this inquiry?'}
        description={
          asking === 'revision'
            ? 'Tell our sales team what to change: quantities, prices, lead time, materials. They send a revised quotation.'
            : 'The inquiry closes and can no longer be quoted or changed. A reason helps us do better next time (optional).'
        }
      >
        <form onSubmit={send} className="mt-5 space-y-4" data-testid={`dialog-${asking ?? 'closed'}`}>
          <label htmlFor="quotation-answer" className="sr-only">{asking === 'revision' ? 'What should change' : 'Reason'}</label>
          <TextArea
            id="quotation-answer"
            rows={5}
            maxLength={asking === 'revision' ? INQUIRY_LIMITS.maxMessage : INQUIRY_LIMITS.maxRemark}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={asking === 'revision' ? 'E.g. could you quote 2,000 pcs as well, and a 30-day lead time?' : 'E.g. the budget changed.'}
            data-testid="answer-text"
          />
          <Alert message={problem} testId="answer-error" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-outline" onClick={() => setAsking(null)}>Cancel</button>
            <SubmitButton busy={busy === 'send'} className="sm:w-auto" data-testid="answer-send">
              {asking === 'revision' ? 'Send request' : 'Decline inquiry'}
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </>
  );
}
