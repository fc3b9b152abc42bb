'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type CartLine, INQUIRY_LIMITS } from '@sw/protocol';
import { CART_PATH } from '@/lib/links';
import { refreshHeader } from '@/lib/member';
import { FormStep } from '@/ui/FormStep';
import { Alert, inputClass, SubmitButton } from '@/ui/form';
import { ArrowLeftIcon } from '@/ui/icons';
import { Price } from '@/ui/Price';
import { refusalText, sendPreciseInquiry } from './api';
import { pcs } from './format';
import { LineCard } from '@/ui/LineCard';
import { type ShipTo, type ShipToErrors, checkShipTo } from '@/lib/shipTo';
import { ShippingAddressPicker } from '@/ui/ShippingAddressPicker';
import { successHref } from './success';
import { TradeRequestFields, useTradeRequest } from './TradeRequestFields';
import { EMAIL_FIRST, EMAIL_STEP_ID, type EmailState, EmailStepBody, scrollToEmailStep } from './EmailStep';

/** /inquiry/confirmInquiryDetails: the chosen cart lines, the shipping address and remarks, then confirmOrder. */
export function ConfirmInquiry({
  lines, techniqueNames, email,
}: { lines: CartLine[]; techniqueNames: Readonly<Record<string, string>>; email: EmailState }) {
  const router = useRouter();
  // An unconfirmed address is confirmed here, in a step of its own, so nothing typed on this page is lost.
  const [emailStep] = useState(() => email !== null && !email.confirmed);
  const [confirmed, setConfirmed] = useState(email?.confirmed ?? true);
  const [shipTo, setShipTo] = useState<ShipTo | null>(null);
  const [shipErrors, setShipErrors] = useState<ShipToErrors>({});
  const [remark, setRemark] = useState('');
  const terms = useTradeRequest();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const totalQty = lines.reduce((sum, line) => sum + line.qty, 0);
  const estimate = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const ship = checkShipTo(shipTo, { errors: setShipErrors, problem: setProblem });
    const asked = terms.check();
    if (!ship) return;
    if (!asked.ok) return setProblem('Please correct the quotation terms.');
    if (!confirmed) {
      setProblem(EMAIL_FIRST);
      scrollToEmailStep();
      return;
    }
    setBusy(true);
    const result = await sendPreciseInquiry({ lineIds: lines.map((line) => line.lineId), ...ship, ...(remark.trim() ? { remark: remark.trim() } : {}), tradeRequest: asked.input });
    if (!result.ok) {
      setBusy(false);
      setProblem(`Your inquiry was not sent: ${terms.refused(refusalText(result)) ? 'please correct the quotation terms.' : refusalText(result)}`);
      return;
    }
    void refreshHeader();
    router.push(successHref(result.data, 1));
  }

  return (
    <form onSubmit={submit} noValidate data-testid="confirm-inquiry">
      <nav aria-label="Breadcrumb" className="mb-6 text-xs text-ink-muted">
        <Link href={CART_PATH} className="inline-flex items-center gap-1.5 hover:text-ink">
          <ArrowLeftIcon size={14} /> Back to the inquiry cart
        </Link>
      </nav>
      <header className="mb-8">
        <p className="eyebrow">Precise inquiry</p>
        <h1 className="mt-2 font-display text-[32px] leading-tight text-ink sm:text-[38px]">Confirm inquiry details</h1>
        <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
          Check the goods, quantities and customization, tell us where the goods go, and send. Our sales team answers with a quotation, usually within 24 hours.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-6">
          <FormStep idPrefix="confirm-step" n={1} title="Goods" hint={`${lines.length} ${lines.length === 1 ? 'line' : 'lines'} · ${pcs(totalQty)}`}>
            <div className="space-y-4" data-testid="confirm-lines">
              {lines.map((line) => (
                <LineCard key={line.lineId} line={line} techniqueNames={techniqueNames} />
              ))}
            </div>
          </FormStep>
          <FormStep idPrefix="confirm-step" n={2} title="Shipping address" hint="Where samples and the order go; the quotation's freight is worked out for it.">
            <ShippingAddressPicker value={shipTo} onChange={setShipTo} errors={shipErrors} />
          </FormStep>
          <FormStep idPrefix="confirm-step" n={3} title="Remarks" hint="Packaging, deadlines, certificates, anything the quotation should cover (optional).">
            <label htmlFor="inquiry-remark" className="sr-only">Remarks</label>
            <textarea
              id="inquiry-remark"
              rows={4}
              maxLength={INQUIRY_LIMITS.maxRemark}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
              placeholder="E.g. individual gift boxes; delivery needed before March."
              className={`${inputClass} h-auto resize-y py-3`}
              data-testid="inquiry-remark"
            />
            <p className="mt-1.5 text-right text-[11.5px] tabular-nums text-ink-muted">{remark.length.toLocaleString('en-US')} / {INQUIRY_LIMITS.maxRemark.toLocaleString('en-US')}</p>
          </FormStep>
          <FormStep idPrefix="confirm-step" n={4} title="Quotation terms" hint="The currency and Incoterm you would like the quotation in (optional).">
            <TradeRequestFields {...terms.props} />
          </FormStep>
          {emailStep && email ? (
            <div id={EMAIL_STEP_ID} className="scroll-mt-32" data-testid="inquiry-confirm-email" data-confirmed={confirmed}>
              <FormStep idPrefix="confirm-step" n={5} title="Confirm your email" hint={`Inquiries need a confirmed address: we send a 6-digit code to ${email.email}.`}>
                <EmailStepBody email={email.email} confirmed={confirmed} onConfirmed={() => {
                  setConfirmed(true);
                  setProblem(null);
                }} />
              </FormStep>
            </div>
          ) : null}
        </div>

        <aside className="lg:sticky lg:top-28">
          <div className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" data-testid="confirm-summary">
            <h2 className="font-display text-[24px] leading-tight text-ink">Summary</h2>
            <dl className="mt-4 space-y-2.5 text-[14px]">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Lines</dt>
                <dd className="tabular-nums text-ink">{lines.length}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Pieces</dt>
                <dd className="tabular-nums text-ink">{totalQty.toLocaleString('en-US')}</dd>
              </div>
              {estimate > 0 ? (
                <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
                  <dt className="text-ink">Estimated total</dt>
                  <dd className="font-display text-[22px] tabular-nums text-ink"><Price value={estimate} /></dd>
                </div>
              ) : null}
            </dl>
            <p className="mt-2 text-[12px] leading-relaxed text-ink-muted">The quotation sets the final prices, freight and customization cost. Sending commits you to nothing.</p>
            <div className="mt-5">
              <Alert message={problem} testId="confirm-error" />
              <SubmitButton busy={busy} data-testid="confirm-send">Send inquiry</SubmitButton>
            </div>
          </div>
        </aside>
      </div>
    </form>
  );
}
