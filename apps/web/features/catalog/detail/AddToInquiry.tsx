'use client';
import Link from 'next/link';
import { useId, useState } from 'react';
import { errorMessage, formatSpecLine, type GoodsSku } from '@sw/protocol';
import { TOAST_TYPE } from '@/lib/constants';
import { openSignIn } from '@/lib/signIn';
import { cartHref, customizationHref } from '@/lib/links';
import { getUser } from '@/lib/session';
import { notify } from '@/lib/toast';
import { ButtonSpinner, CheckIcon } from '@/ui/icons';
import { putIntoCart } from '../api';

interface AddToInquiryProps {
  goodsId: string;
  moq: number;
  skus: readonly GoodsSku[];
}

/** The specifications as a row of choices, the chosen one dark. */
function SpecChoice({ skus, value, onChange }: { skus: readonly GoodsSku[]; value: string; onChange: (specId: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-2.5 text-[11px] font-medium tracking-[0.14em] text-ink-muted uppercase">
        Specification <span className="normal-case tracking-normal">({skus.length} options)</span>
      </legend>
      <div className="-m-0.5 flex max-h-64 flex-wrap gap-2 overflow-y-auto p-0.5">
        {skus.map((sku) => {
          const on = sku.specId === value;
          return (
            <label
              key={sku.specId}
              className={`cursor-pointer rounded border px-3 py-1.5 text-xs transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${on ? 'border-ink bg-ink text-surface' : 'border-line text-ink hover:border-ink'}`}
            >
              <input type="radio" name="spec" value={sku.specId} checked={on} onChange={() => onChange(sku.specId)} className="sr-only" />
              {formatSpecLine(sku.entries)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Specification, quantity, 'Add to Inquiry Cart' and 'Customize'. Visitors are asked to sign in first;
 * a member's add is confirmed with a toast and a lasting 'View cart' note (a toast is gone too soon to click).
 */
export function AddToInquiry({ goodsId, moq, skus }: AddToInquiryProps) {
  const minimum = Math.max(1, moq || 1);
  const [specId, setSpecId] = useState(skus[0]?.specId ?? '');
  const [quantity, setQuantity] = useState(String(minimum));
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ merged: boolean; qty: number } | null>(null);
  const qtyId = useId();
  const errorId = useId();

  const qty = Number(quantity);
  const qtyValid = Number.isInteger(qty) && qty >= minimum && qty <= 1_000_000;

  async function add() {
    if (!getUser()) {
      openSignIn();
      return;
    }
    if (!qtyValid) {
      setError(`Please enter a whole number of at least ${minimum.toLocaleString('en-US')} pieces (the MOQ).`);
      return;
    }
    setError(null);
    setAdded(null);
    setAdding(true);
    const result = await putIntoCart(goodsId, specId || null, qty);
    setAdding(false);
    if (!result.ok) {
      const reason = result.error instanceof Error ? 'We could not reach the server. Please try again.' : errorMessage(result);
      setError(`Not added: ${reason}`);
      return;
    }
    const merged = Boolean(result.data.merged);
    setAdded({ merged, qty: result.data.line?.qty ?? qty });
    notify(merged ? 'Added to your inquiry cart (merged with the same specification already there).' : 'Added to your inquiry cart.', TOAST_TYPE.success, 3000);
  }

  return (
    <div className="space-y-5" data-testid="add-to-inquiry">
      {skus.length > 1 && <SpecChoice skus={skus} value={specId} onChange={setSpecId} />}

      <div>
        <label htmlFor={qtyId} className="mb-2.5 block text-[11px] font-medium tracking-[0.14em] text-ink-muted uppercase">
          Quantity (pcs)
        </label>
        <div className="flex items-stretch">
          <button
            type="button"
            aria-label="Fewer pieces"
            onClick={() => setQuantity(String(Math.max(minimum, (Number(quantity) || minimum) - minimum)))}
            className="grid w-11 place-items-center rounded-l-md border border-line text-lg text-ink hover:bg-surface-muted"
          >
            −
          </button>
          <input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={minimum}
            step={1}
            value={quantity}
            aria-invalid={!qtyValid || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setQuantity(event.target.value);
              setError(null);
            }}
            className="w-28 border-y border-line bg-surface text-center text-sm tabular-nums outline-none [appearance:textfield] focus:border-ink [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label="More pieces"
            onClick={() => setQuantity(String((Number(quantity) || 0) + minimum))}
            className="grid w-11 place-items-center rounded-r-md border border-line text-lg text-ink hover:bg-surface-muted"
          >
            +
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => void add()}
          disabled={adding}
          aria-busy={adding || undefined}
          className="btn btn-primary flex-1 disabled:opacity-60"
        >
          {adding ? (
            <ButtonSpinner />
          ) : (
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M4 5h2l2 11h10l2-8H7.2" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="10" cy="20" r="1.3" />
              <circle cx="17" cy="20" r="1.3" />
            </svg>
          )}
          Add to Inquiry Cart
        </button>
        <Link
          href={customizationHref(goodsId)}
          className="btn btn-outline flex-1"
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M14.5 4.5l5 5L9 20H4v-5z" strokeLinejoin="round" />
            <path d="M12.5 6.5l5 5" />
          </svg>
          Customize
        </Link>
      </div>

      {added ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-[4px] border border-emerald-700/20 bg-emerald-50 px-4 py-3 text-[13px] text-emerald-900" data-testid="added-to-cart" role="status">
          <CheckIcon size={16} className="flex-none" />
          <span className="flex-1">
            {added.merged
              ? `Added to your inquiry cart: merged with the line already there, now ${added.qty.toLocaleString('en-US')} pcs.`
              : `Added to your inquiry cart: ${added.qty.toLocaleString('en-US')} pcs.`}
          </span>
          <a href={cartHref()} className="font-medium text-emerald-900 underline underline-offset-4" onClick={(event) => (event.currentTarget.href = cartHref())}>
            View cart
          </a>
        </p>
      ) : null}
    </div>
  );
}
