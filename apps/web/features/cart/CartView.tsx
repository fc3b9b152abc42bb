'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { currencySign, type CartLine, type CartVariant, type CartView as CartData } from '@sw/protocol';
import { confirmInquiryHref } from '@/lib/links';
import { setCartCount } from '@/lib/member';
import { notify } from '@/lib/toast';
import { TOAST_TYPE } from '@/lib/constants';
import { confirm } from '@/ui/confirm';
import { Price } from '@/ui/Price';
import { DocumentIcon } from '@/ui/icons';
import { editLineQty, editVariantQty, loadMyCart, refusalText, removeLines } from './api';
import { BulkAdd } from './BulkAdd';
import { CartGoodsGroup, type LineActions } from './CartGoodsGroup';
import { EmptyCart } from './EmptyCart';
import { groupByGoods, totalsOf } from './tiers';

const without = <T,>(set: ReadonlySet<T>, value: T) => {
  const next = new Set(set);
  next.delete(value);
  return next;
};

const pcs = (n: number) => `${n.toLocaleString('en-US')} pcs`;

/** Select all (or some, shown as a mixed box) and remove the selected lines. */
function SelectionBar({
  lines, selected, removing, onSelectAll, onRemoveSelected,
}: { lines: CartLine[]; selected: ReadonlySet<string>; removing: boolean; onSelectAll: (all: boolean) => void; onRemoveSelected: () => void }) {
  const allSelected = lines.length > 0 && selected.size === lines.length;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-[4px] border border-line bg-surface px-4 py-3 sm:px-5">
      <label className="inline-flex cursor-pointer items-center gap-3 text-[13px] text-ink">
        <input
          type="checkbox"
          className="size-4 accent-[var(--accent)]"
          checked={allSelected}
          ref={(box) => {
            if (box) box.indeterminate = selected.size > 0 && !allSelected;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          data-testid="cart-select-all"
        />
        Select all
        {selected.size ? <span className="text-ink-muted">({selected.size} selected)</span> : null}
      </label>
      <button
        type="button"
        className="text-[13px] font-medium text-ink underline-offset-4 transition hover:text-red-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-faint disabled:no-underline"
        disabled={selected.size === 0 || removing}
        onClick={onRemoveSelected}
        data-testid="cart-remove-selected"
      >
        Remove selected
      </button>
    </div>
  );
}

/** The company's terms of the whole cart (issue 51): totals per currency and the order minimum still missing. */
type CartTerms = Pick<CartData, 'totals' | 'minimum' | 'quantityProblems'>;
const termsOf = (view: CartData): CartTerms => ({ totals: view.totals, minimum: view.minimum, quantityProblems: view.quantityProblems });

/** The estimated total: the company's per currency when the cart priced it, else the catalogue's. */
function EstimatedTotal({ totals, terms }: { totals: ReturnType<typeof totalsOf>; terms: CartTerms }) {
  if (!terms.totals) return <Price value={totals.estimatedTotal} />;
  if (!terms.totals.length) return <Price value="0.00" />;
  return (
    <span className="flex flex-col items-end">
      {terms.totals.map((total) => <Price key={total.currency} value={total.amount} currency={currencySign(total.currency)} />)}
    </span>
  );
}

/** The cart's summary: lines, pieces, the estimated total, and the request for a quotation of the selected lines. */
function CartSummary({
  totals, terms, withdrawn, requestable, anySelected, emailConfirmed,
}: { totals: ReturnType<typeof totalsOf>; terms: CartTerms; withdrawn: number; requestable: CartLine[]; anySelected: boolean; emailConfirmed: boolean }) {
  const router = useRouter();
  return (
    <aside className="lg:sticky lg:top-28" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <div className="rounded-[4px] border border-line bg-surface p-5 sm:p-6">
        <h2 id="cart-summary-title" className="font-display text-[24px] leading-tight text-ink">Summary</h2>
        <dl className="mt-4 space-y-2.5 text-[14px]">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Lines</dt>
            <dd className="tabular-nums text-ink" data-testid="cart-total-lines">{totals.cartNum}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Pieces</dt>
            <dd className="tabular-nums text-ink" data-testid="cart-total-qty">{totals.totalQty.toLocaleString('en-US')}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="text-ink">Estimated total</dt>
            <dd className="font-display text-[24px] tabular-nums text-ink" data-testid="cart-total-amount">
              <EstimatedTotal totals={totals} terms={terms} />
            </dd>
          </div>
        </dl>
        {terms.minimum ? (
          <p className="mt-3 rounded-[4px] bg-accent-soft/50 px-3 py-2 text-[13px] leading-relaxed text-accent-strong" data-testid="cart-minimum">
            {terms.minimum.text}.
          </p>
        ) : null}
        {(terms.totals?.length ?? 0) > 1 ? (
          <p className="mt-2 text-[12px] leading-relaxed text-ink-muted" data-testid="cart-currencies">
            Lines your agreement does not price keep the catalogue&apos;s US$ price; a minimum counts the lines in its own currency.
          </p>
        ) : null}
        <p className="mt-2 text-[12px] leading-relaxed text-ink-muted">
          From the price tiers your quantities reach. The quotation sets the final price, shipping and any customization cost.
          {withdrawn ? ' Goods no longer offered are not counted.' : ''}
        </p>
        <button
          type="button"
          className="btn btn-primary mt-5 w-full disabled:cursor-not-allowed disabled:opacity-55"
          disabled={requestable.length === 0}
          aria-describedby="cart-request-note"
          onClick={() => router.push(confirmInquiryHref(requestable.map((line) => line.lineId)))}
          data-testid="cart-request-quotation"
        >
          Request quotation{requestable.length ? ` (${requestable.length})` : ''}
        </button>
        <p id="cart-request-note" className="mt-2.5 text-[12px] leading-relaxed text-ink-muted">
          {requestable.length
            ? `Next: check the lines, choose the shipping address and send. The sent lines leave the cart.${emailConfirmed ? '' : ' Sending needs a confirmed email address: the next page sends you a code for it.'}`
            : anySelected
              ? 'Goods no longer offered cannot be quoted: choose other lines.'
              : 'Tick the lines you want a quotation for.'}
        </p>
      </div>
    </aside>
  );
}

/** The inquiry cart: the server-rendered lines, changed in place after each edit. */
export function CartView({
  initial, techniqueNames, emailConfirmed = true,
}: { initial: CartData; techniqueNames: Readonly<Record<string, string>>; /** False: say now that sending will ask for the code. */ emailConfirmed?: boolean }) {
  const [lines, setLines] = useState<CartLine[]>(initial.lines);
  const [terms, setTerms] = useState<CartTerms>(termsOf(initial));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  /** Grows after a refused change, so the steppers show the saved quantities again. */
  const [revision, setRevision] = useState(0);
  const totals = useMemo(() => totalsOf(lines), [lines]);
  const groups = useMemo(() => groupByGoods(lines), [lines]);
  const withdrawn = lines.filter((line) => !line.available).length;
  /** The selected lines a quotation can be asked for (withdrawn goods cannot). */
  const requestable = lines.filter((line) => line.available && selected.has(line.lineId));

  // The header follows the cart this page shows (changes made in another tab included).
  useEffect(() => setCartCount(initial.cartNum), [initial.cartNum]);

  const setBusyLine = (ids: string[], on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const setProblem = (lineId: string, message: string | null) =>
    setProblems((current) => {
      const next = new Map(current);
      if (message) next.set(lineId, message);
      else next.delete(lineId);
      return next;
    });
  const replaceLine = (line: CartLine) => setLines((current) => current.map((l) => (l.lineId === line.lineId ? line : l)));
  const dropLines = (ids: string[]) => {
    const gone = new Set(ids);
    setLines((current) => current.filter((line) => !gone.has(line.lineId)));
    setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
  };

  async function save(line: CartLine, request: () => ReturnType<typeof editLineQty>) {
    setBusyLine([line.lineId], true);
    setProblem(line.lineId, null);
    const result = await request();
    setBusyLine([line.lineId], false);
    if (!result.ok) {
      setProblem(line.lineId, `Not saved: ${refusalText(result)}`);
      setRevision((n) => n + 1);
      return;
    }
    if (result.data.line) replaceLine(result.data.line);
    else dropLines([line.lineId]);
    // A change moves the company's prices of the goods' other lines too (mix and match), the totals and the minimum.
    if (initial.totals) await reload();
  }

  async function reload() {
    const result = await loadMyCart();
    if (result.ok) {
      setLines(result.data.lines);
      setTerms(termsOf(result.data));
      setCartCount(result.data.cartNum);
    } else {
      notify(`Your cart could not be reloaded: ${refusalText(result)}`, TOAST_TYPE.warning, 4000);
    }
  }

  async function remove(ids: string[], what: string) {
    const ok = await confirm({
      title: ids.length > 1 ? 'Remove these lines?' : 'Remove this line?',
      message: `${what} will be taken out of your inquiry cart.`,
      confirmText: 'Remove',
      cancelText: 'Keep',
    });
    if (!ok) return;
    setBusyLine(ids, true);
    setRemoving(true);
    const result = await removeLines(ids);
    setBusyLine(ids, false);
    setRemoving(false);
    if (!result.ok) {
      notify(`Nothing was removed: ${refusalText(result)}`, TOAST_TYPE.warning, 4000);
      return;
    }
    dropLines(ids);
    if (initial.totals) void reload();
    notify(ids.length > 1 ? `${ids.length} lines removed from your inquiry cart.` : 'Removed from your inquiry cart.', TOAST_TYPE.success);
  }

  const actions: LineActions = {
    selected,
    busy,
    problems,
    revision,
    techniqueNames,
    onSelect: (lineId, on) => setSelected((current) => (on ? new Set(current).add(lineId) : without(current, lineId))),
    onQty: (line, qty) => void save(line, () => editLineQty(line.lineId, qty)),
    onVariantQty: (line: CartLine, variant: CartVariant, qty: number) => void save(line, () => editVariantQty(line.lineId, variant.specId, qty)),
    onRemove: (line) => void remove([line.lineId], `“${line.title}”`),
  };

  const bulk = bulkOpen ? <BulkAdd onAdded={reload} onClose={() => setBulkOpen(false)} /> : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-[36px] leading-tight text-ink">Inquiry Cart</h1>
          {lines.length ? (
            <p className="mt-1 text-[14px] text-ink-muted" data-testid="cart-subtitle">
              {totals.cartNum === 1 ? '1 line' : `${totals.cartNum} lines`} · {pcs(totals.totalQty)}. Quantities are saved as you change them.
            </p>
          ) : null}
        </div>
        {bulkOpen ? null : (
          <button type="button" className="btn btn-outline" onClick={() => setBulkOpen(true)} data-testid="bulk-open">
            <DocumentIcon size={16} />
            Add from spreadsheet
          </button>
        )}
      </div>

      {bulk}

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="space-y-4">
            <SelectionBar
              lines={lines}
              selected={selected}
              removing={removing}
              onSelectAll={(all) => setSelected(all ? new Set(lines.map((line) => line.lineId)) : new Set())}
              onRemoveSelected={() => void remove([...selected], selected.size === 1 ? 'The selected line' : `The ${selected.size} selected lines`)}
            />
            {groups.map((group) => (
              <CartGoodsGroup key={group.goodsId} lines={group.lines} actions={actions} problems={terms.quantityProblems?.filter((problem) => problem.goodsId === group.goodsId)} />
            ))}
          </div>

          <CartSummary totals={totals} terms={terms} withdrawn={withdrawn} requestable={requestable} anySelected={selected.size > 0} emailConfirmed={emailConfirmed} />
        </div>
      )}
    </div>
  );
}
