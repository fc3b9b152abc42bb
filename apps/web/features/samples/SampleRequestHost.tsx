'use client';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import {
  CUSTOMIZATION_LIMITS, LIMITS, errorMessage, formatSpecLine, toMinor, times, minorToNumber,
  type FileRef, type GoodsSamples, type GoodsSku, type LineCustomization,
} from '@sw/protocol';
import { dateText, moneyText, pcs } from '@/lib/format';
import { orderHref } from '@/lib/links';
import { closeSampleRequest, useSampleRequest } from '@/lib/sampleRequest';
import { type ShipTo, type ShipToErrors, checkShipTo } from '@/lib/shipTo';
import { useLoad } from '@/lib/useLoad';
import { Dialog } from '@/ui/Dialog';
import { Uploader } from '@/ui/Uploader';
import { Alert, Field, TextArea } from '@/ui/form';
import { ShippingAddressPicker } from '@/ui/ShippingAddressPicker';
import { loadGoodsForSamples, requestSamples } from './api';

/** What the dialog needs of the goods: its specifications and sample offer (the goods detail answer). */
export interface SampleGoodsInfo {
  goodsId: string;
  title: string;
  skus: readonly GoodsSku[];
  samples: GoodsSamples;
}

/** The logo formats the customization editor takes too (the storage decides in the end). */
const LOGO_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.svg,.ai,.eps,.pdf,.psd,.cdr';

/** The promised ship day of a sample ordered today (the back-end sets the real one). */
const shipDayFrom = (leadDays: number) => new Date(Date.now() + leadDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The sample request: pieces of each specification (up to the limit), an optional logo sample (the cart's
 * customization files and notes), the shipping address of the address book; sent, it becomes a sample order at once.
 * The amounts shown are the goods' sample price times the pieces; the back-end prices the order itself.
 */
function RequestSamplesForm({ goods, initial, onDone }: {
  goods: SampleGoodsInfo;
  initial: { specIds?: readonly string[]; customization?: LineCustomization | null };
  onDone: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const { samples } = goods;
  const limit = samples.maxPiecesPerSpec;
  const skus = goods.skus.length ? goods.skus : [{ specId: '', skuCode: '', entries: [] }];
  const firstChosen = initial.specIds?.length ? new Set(initial.specIds) : new Set([skus[0]!.specId]);
  const [pieces, setPieces] = useState<Record<string, number>>(() => Object.fromEntries(skus.map((sku) => [sku.specId, firstChosen.has(sku.specId) ? 1 : 0])));
  const [withLogo, setWithLogo] = useState(Boolean(initial.customization?.logoFiles.length));
  const [files, setFiles] = useState<FileRef[]>(initial.customization?.logoFiles ?? []);
  const [notes, setNotes] = useState(initial.customization?.notes ?? '');
  const [uploading, setUploading] = useState(false);
  const [shipTo, setShipTo] = useState<ShipTo | null>(null);
  const [shipErrors, setShipErrors] = useState<ShipToErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const totalPieces = Object.values(pieces).reduce((sum, qty) => sum + qty, 0);
  const price = samples.pricePerPiece ?? 0;
  const total = minorToNumber(times(toMinor(price), totalPieces));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const chosen = skus.filter((sku) => (pieces[sku.specId] ?? 0) > 0).map((sku) => ({ ...(sku.specId ? { specId: sku.specId } : {}), qty: pieces[sku.specId]! }));
    if (!chosen.length) return setProblem('Please choose at least one piece of a specification.');
    if (withLogo && !files.length) return setProblem('Please upload your logo, or untick the logo sample.');
    const ship = checkShipTo(shipTo, { errors: setShipErrors, problem: setProblem });
    if (!ship) return;
    sending.current = true;
    setBusy(true);
    const customization = withLogo ? { ...initial.customization, logoFiles: files, notes: notes.trim() || undefined } : undefined;
    const result = await requestSamples({ goodsId: goods.goodsId, pieces: chosen, ...(customization ? { customization } : {}), ...ship });
    if (!result.ok) {
      sending.current = false;
      setBusy(false);
      setProblem(`Your sample order was not placed: ${errorMessage(result)}`);
      return;
    }
    onDone();
    router.push(orderHref.details(result.data.orderId));
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-6" data-testid="request-samples-form">
      <section aria-labelledby={`${id}-pieces`}>
        <h3 id={`${id}-pieces`} className="text-[11px] font-medium uppercase tracking-[0.14em] text-ink-muted">Specifications and pieces</h3>
        <p className="mt-1 text-[13px] text-ink-muted">Up to {pcs(limit)} of each specification, {moneyText(price, samples.currency)} a piece.</p>
        <ul className="mt-3 max-h-64 divide-y divide-line overflow-y-auto rounded-[3px] border border-line" data-testid="sample-specs">
          {skus.map((sku) => {
            const qty = pieces[sku.specId] ?? 0;
            const name = sku.entries.length ? formatSpecLine(sku.entries) : goods.title;
            const set = (next: number) => setPieces((all) => ({ ...all, [sku.specId]: Math.max(0, Math.min(limit, next)) }));
            return (
              <li key={sku.specId || 'only'} className="flex items-center justify-between gap-3 px-3 py-2.5" data-testid="sample-spec">
                <span className="min-w-0 text-[13.5px] text-ink">{name}</span>
                <span className="flex flex-none items-center">
                  <button type="button" className="grid size-9 place-items-center rounded-l-md border border-line text-ink hover:bg-surface-muted disabled:opacity-40" onClick={() => set(qty - 1)} disabled={qty === 0} aria-label={`Fewer samples of ${name}`}>−</button>
                  <output className="grid h-9 w-11 place-items-center border-y border-line text-[14px] tabular-nums" aria-label={`Samples of ${name}`} data-testid="sample-qty">{qty}</output>
                  <button type="button" className="grid size-9 place-items-center rounded-r-md border border-line text-ink hover:bg-surface-muted disabled:opacity-40" onClick={() => set(qty + 1)} disabled={qty >= limit} aria-label={`More samples of ${name}`}>+</button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="space-y-3">
        <label className="flex items-start gap-2.5 text-[14px] text-ink">
          <input type="checkbox" checked={withLogo} onChange={(event) => setWithLogo(event.target.checked)} className="mt-1 size-4 accent-[var(--color-accent)]" data-testid="sample-with-logo" />
          <span>
            A logo sample
            <span className="block text-[12.5px] text-ink-muted">We make the samples with your logo, as the bulk order would be.</span>
          </span>
        </label>
        {withLogo ? (
          <div className="space-y-3 rounded-[3px] border border-line p-3">
            <Uploader
              folder="logo"
              label="Your logo"
              hint="PNG, JPG or SVG; AI, EPS, PDF and PSD are welcome too"
              accept={LOGO_ACCEPT}
              maxFiles={CUSTOMIZATION_LIMITS.maxFiles}
              maxBytes={LIMITS.maxUploadBytes}
              value={files}
              onChange={setFiles}
              onBusyChange={setUploading}
            />
            <Field label="Notes for the logo" id={`${id}-notes`} optional>
              <TextArea id={`${id}-notes`} rows={2} maxLength={CUSTOMIZATION_LIMITS.maxNotes} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Where the logo goes, its size, the colours" />
            </Field>
          </div>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-ship`}>
        <h3 id={`${id}-ship`} className="mb-2 text-[11px] font-medium uppercase tracking-[0.14em] text-ink-muted">Ship to</h3>
        <ShippingAddressPicker value={shipTo} onChange={setShipTo} errors={shipErrors} />
      </section>

      <div className="space-y-3 border-t border-line pt-4">
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-[13.5px]">
          <dt className="text-ink-muted">{pcs(totalPieces)} × {moneyText(price, samples.currency)}</dt>
          <dd className="text-right font-display text-[22px] tabular-nums text-ink" data-testid="sample-total">{moneyText(total, samples.currency)}</dd>
          <dt className="text-ink-muted">Ships by about</dt>
          <dd className="text-right text-ink">{dateText(shipDayFrom(samples.leadDays))}</dd>
        </dl>
        <p className="text-[12.5px] leading-relaxed text-ink-muted">
          A sample order is paid in full before it ships; you will find the bank details on the order. Its fee comes back on your first bulk order of these goods.
        </p>
        <Alert message={problem} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy || uploading || totalPieces === 0} aria-busy={busy || undefined} data-testid="send-sample-request">
          {busy ? 'Placing your sample order…' : `Order ${pcs(totalPieces)} of samples`}
        </button>
      </div>
    </form>
  );
}

/** The goods' specifications and sample offer for the dialog, or why they could not be read. */
async function loadGoods(goodsId: string): Promise<{ info: SampleGoodsInfo } | { problem: string }> {
  const result = await loadGoodsForSamples(goodsId);
  if (!result.ok) return { problem: errorMessage(result) };
  return { info: { goodsId, title: result.data.title, skus: result.data.skus, samples: result.data.samples } };
}

/**
 * The 'Request samples' dialog of the whole storefront (mounted by the layout): the goods page and the cart open it
 * through lib/sampleRequest.ts. It loads the goods' specifications and sample offer, then shows the request form.
 */
export function SampleRequestHost() {
  const { open, session, request } = useSampleRequest();
  // Each opening is a session of its own: its goods are asked once, and kept while the dialog closes.
  const loaded = useLoad(request ? `sample-goods:${session}` : null, () => loadGoods(request?.goodsId ?? '')).value;

  if (!request) return null;
  const info = loaded && 'info' in loaded ? loaded.info : null;
  const failed = loaded && 'problem' in loaded ? loaded.problem : null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeSampleRequest())} title="Request samples" description={info?.title ?? 'Loading the goods…'} size="md">
      {failed ? <Alert message={failed} /> : null}
      {info && !info.samples.offered ? (
        <p className="mt-4 text-[14px] text-ink" data-testid="samples-not-offered">Samples of these goods are not offered. Please ask our sales team.</p>
      ) : null}
      {info?.samples.offered ? <RequestSamplesForm key={session} goods={info} initial={request} onDone={closeSampleRequest} /> : null}
      {!info && !failed ? <p className="mt-4 text-[13px] text-ink-muted" role="status">Loading…</p> : null}
    </Dialog>
  );
}
