'use client';
import { useState } from 'react';
import { useLoad } from '@/lib/useLoad';
import {
  COUNTER_REASON_LABELS, COUNTER_REASONS, type CounterReason, type InquiryDetail, type Negotiation, type NegotiationLine, type NegotiationVersion, type VersionBadge,
} from '@sw/protocol';
import { toast } from '@/lib/toast';
import { Alert, Field, Input, Select, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { refusalText } from './api';
import { answerLine, loadNegotiation, placeAcceptedLines } from './negotiationApi';
import { dateText, moneyText, pcs } from './format';

/**
 * The quotation answered line by line (issue 52): each line's offers (the buyer's target beside each), a substitute or
 * the desk's decline, with its badge against the version before and the counter that led to it. The buyer accepts an
 * offer, counters or drops each line, and orders the accepted lines now. Shown only when the desk answered per line.
 */

const BADGE_TEXT: Record<VersionBadge, string> = { added: 'Added', changed: 'Changed', removed: 'Removed', same: 'Unchanged' };
const BADGE_TONE: Record<VersionBadge, string> = {
  added: 'border-emerald-700 text-emerald-800', changed: 'border-amber-700 text-amber-900', removed: 'border-red-700 text-red-800', same: 'border-line text-ink-muted',
};

const money = (value: string, currency: string) => moneyText(Number(value), currency);

function Badge({ badge }: { badge: VersionBadge | null }) {
  if (!badge) return null;
  return <span className={`rounded-full border px-2 py-0.5 text-[11px] font-medium uppercase tracking-[0.08em] ${BADGE_TONE[badge]}`} data-testid="line-badge">{BADGE_TEXT[badge]}</span>;
}

function responseText(line: NegotiationLine, currency: string): string | null {
  const response = line.response;
  if (!response) return null;
  if (response.kind === 'drop') return 'You dropped this line.';
  if (response.kind === 'counter') {
    const parts = [response.targetPrice ? `target ${money(response.targetPrice, currency)}` : null, response.qty ? pcs(response.qty) : null].filter(Boolean).join(', ');
    return `You countered (${COUNTER_REASON_LABELS[response.reason!].toLowerCase()}): ${parts}. We answer in the next version.`;
  }
  return `You accepted ${pcs(response.qty ?? 0)}${response.orderId ? ', ordered.' : '.'}`;
}

function CounterForm({ line, onSend, busy }: { line: NegotiationLine; onSend: (input: { targetPrice?: string; qty?: number; reason: CounterReason; text?: string }) => void; busy: boolean }) {
  const [reason, setReason] = useState<CounterReason>('price');
  const [target, setTarget] = useState('');
  const [qty, setQty] = useState('');
  const [text, setText] = useState('');
  const id = `counter-${line.itemId}`;
  return (
    <form className="mt-3 grid gap-3 rounded-[4px] border border-line p-3 sm:grid-cols-3" aria-label={`Counter on ${line.title}`}
      onSubmit={(event) => { event.preventDefault(); onSend({ reason, targetPrice: target || undefined, qty: qty ? Number(qty) : undefined, text: text || undefined }); }}>
      <Field label="Reason" id={`${id}-reason`}>
        <Select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as CounterReason)}>
          {COUNTER_REASONS.map((value) => <option key={value} value={value}>{COUNTER_REASON_LABELS[value]}</option>)}
        </Select>
      </Field>
      <Field label="Target unit price" id={`${id}-target`} optional><Input id={`${id}-target`} inputMode="decimal" value={target} onChange={(event) => setTarget(event.target.value)} /></Field>
      <Field label="Quantity" id={`${id}-qty`} optional><Input id={`${id}-qty`} inputMode="numeric" value={qty} onChange={(event) => setQty(event.target.value)} /></Field>
      <div className="sm:col-span-3"><Field label="Message" id={`${id}-text`} optional><TextArea id={`${id}-text`} rows={2} value={text} onChange={(event) => setText(event.target.value)} /></Field></div>
      <div className="sm:col-span-3"><button type="submit" className="btn btn-outline" disabled={busy}>{busy ? <ButtonSpinner /> : null}Send counter</button></div>
    </form>
  );
}

function LineCard({ line, version, open, onAnswer }: { line: NegotiationLine; version: NegotiationVersion; open: boolean; onAnswer: (line: NegotiationLine, input: Record<string, unknown>) => Promise<void> }) {
  const [countering, setCountering] = useState(false);
  const [busy, setBusy] = useState(false);
  const answer = line.answer;
  const act = async (input: Record<string, unknown>) => { setBusy(true); await onAnswer(line, input); setBusy(false); };
  const answerable = open && answer !== null && line.response === null;
  return (
    <li className="space-y-2 px-5 py-4 text-[14px] sm:px-6" data-testid="negotiation-line" data-item={line.itemId}>
      <div className="flex flex-wrap items-center gap-2"><p className="font-medium text-ink">{line.title}</p><Badge badge={line.badge} /></div>
      {line.counter ? <p className="text-[13px] text-ink-muted">Your counter: {COUNTER_REASON_LABELS[line.counter.reason!]}{line.counter.targetPrice ? `, target ${money(line.counter.targetPrice, version.currency)}` : ''}{line.counter.qty ? `, ${pcs(line.counter.qty)}` : ''}{line.counter.text ? `: “${line.counter.text}”` : ''}</p> : null}
      {!answer ? <p className="text-[13px] text-ink-muted">Not part of this version.</p> : null}
      {answer?.kind === 'declined' ? <p className="text-ink" data-testid="line-declined">Declined: {answer.declineReason}</p> : null}
      {answer?.substitute ? <p className="text-ink">Instead: <span className="font-medium">{answer.substitute.title}</span> ({answer.substitute.goodsCode}). {answer.substitute.reason}</p> : null}
      {answer?.offers.length ? (
        <ul className="space-y-2">
          {answer.offers.map((offer) => (
            <li key={offer.offerId} className="flex flex-wrap items-center justify-between gap-3 rounded-[4px] border border-line px-3 py-2" data-testid="line-offer">
              <span className="tabular-nums">
                {pcs(offer.qty)}{offer.moreAtThisPrice ? ' or more' : ''} at <strong>{money(offer.unitPrice, version.currency)}</strong> · {offer.leadTimeDays} days{offer.spec ? ` · ${offer.spec}` : ''}
                {offer.target ? <span className="ml-2 text-[12.5px] text-ink-muted">your target {money(offer.target, version.currency)}</span> : null}
              </span>
              {answerable ? <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act({ kind: 'accept', offerId: offer.offerId })}>Accept</button> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {responseText(line, version.currency) ? <p className="text-[13px] font-medium text-ink" data-testid="line-response">{responseText(line, version.currency)}</p> : null}
      {answerable ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" aria-expanded={countering} onClick={() => setCountering(!countering)}>Counter</button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act({ kind: 'drop' })}>Drop line</button>
        </div>
      ) : null}
      {answerable && countering ? <CounterForm line={line} busy={busy} onSend={(input) => void act({ kind: 'counter', ...input })} /> : null}
    </li>
  );
}

function VersionCard({ version, detail, latest, reload }: { version: NegotiationVersion; detail: InquiryDetail; latest: boolean; reload: () => Promise<void> }) {
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = latest && (detail.status === 'quoted' || detail.status === 'revision_requested');
  const accepted = version.lines.filter((line) => line.response?.kind === 'accept').length;
  async function onAnswer(line: NegotiationLine, input: Record<string, unknown>) {
    const result = await answerLine({ inquiryId: detail.inquiryId, quotationId: version.quotationId, itemId: line.itemId, ...input } as Parameters<typeof answerLine>[0]);
    if (!result.ok) return setProblem(refusalText(result));
    setProblem(null);
    await reload();
  }
  async function place() {
    if (!detail.address) return setProblem('Please add a shipping address to the inquiry first.');
    setPlacing(true);
    const result = await placeAcceptedLines({ inquiryId: detail.inquiryId, quotationId: version.quotationId, address: detail.address as never });
    setPlacing(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.pageSuccess(`Order ${result.data.orderNo} placed for the accepted lines.`);
    await reload();
  }
  return (
    <section className="rounded-[4px] border border-line bg-surface" data-testid="negotiation-version" data-version={version.version}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 className="font-display text-[20px] text-ink">Line by line · version {version.version}</h2>
          <p className="text-[13px] text-ink-muted">Valid until {dateText(version.validUntil)}{version.order ? ` · order ${version.order.orderNo}` : ''}</p>
        </div>
        {accepted && !version.order ? <button type="button" className="btn btn-primary" disabled={placing} onClick={() => void place()} data-testid="place-accepted">{placing ? <ButtonSpinner /> : null}Order {accepted} accepted line{accepted === 1 ? '' : 's'}</button> : null}
      </header>
      <div className="px-5 pt-4 sm:px-6"><Alert message={problem} testId="negotiation-problem" /></div>
      <ul className="divide-y divide-line">
        {version.lines.filter((line) => line.answer || line.badge).map((line) => <LineCard key={line.itemId} line={line} version={version} open={open} onAnswer={onAnswer} />)}
      </ul>
    </section>
  );
}

/** Loads on the quotation page only (a member page); nothing of it reaches a visitor's pages. */
export function NegotiationPanel({ detail, onChanged }: { detail: InquiryDetail; onChanged: () => void }) {
  const { value, reload } = useLoad(`negotiation:${detail.inquiryId}`, () => loadNegotiation(detail.inquiryId));
  const negotiation: Negotiation | null = value?.ok ? value.data : null;
  const versions = negotiation?.versions.filter((version) => version.lines.some((line) => line.answer)) ?? [];
  if (!versions.length) return null;
  const refresh = async () => { reload(); onChanged(); };
  return (
    <div className="space-y-4" data-testid="negotiation">
      {versions.map((version, index) => <VersionCard key={version.quotationId} version={version} detail={detail} latest={index === 0} reload={refresh} />)}
    </div>
  );
}
