import type { ReactNode } from 'react';
import type { CartVariant, LineCustomization } from '@sw/protocol';
import { pcs } from '@/lib/format';
import { CustomizationFacts } from './CustomizationFacts';
import { SpecWithCode } from './SpecLine';
import { Thumb } from './Thumb';

export interface LineLike {
  title: string;
  goodsCode: string;
  imageUrl: string;
  variants: CartVariant[];
  qty: number;
  customization: LineCustomization | null;
}

/** One requested or ordered line, read-only: picture, title, code, quantities per specification, customization. */
export function LineCard({
  line, techniqueNames, actions, children, footer, testId = 'inquiry-line',
}: {
  line: LineLike;
  techniqueNames?: Readonly<Record<string, string>>;
  /** Drawn right of the title (Edit customization, ...). */
  actions?: ReactNode;
  /** Drawn instead of the quantity table (an edit form). */
  children?: ReactNode;
  /** Drawn under the card's body, full width (an ordered line's price history). */
  footer?: ReactNode;
  testId?: string;
}) {
  const withSpecs = line.variants.some((v) => v.entries.length > 0);
  return (
    <article className="rounded-[4px] border border-line bg-surface" data-testid={testId}>
      <header className="flex gap-4 p-4 sm:gap-5 sm:p-5">
        <Thumb src={line.imageUrl} alt="" className="size-[72px] sm:size-[88px]" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h3 className="line-clamp-2 text-[15px] font-medium leading-snug text-ink" data-testid="line-title">{line.title}</h3>
            {actions ? <div className="flex flex-none flex-wrap gap-x-4 gap-y-1">{actions}</div> : null}
          </div>
          <p className="mt-1 text-[12px] text-ink-muted">
            <span className="tabular-nums">{line.goodsCode}</span>
            <span aria-hidden="true"> · </span>
            <span data-testid="line-qty">{pcs(line.qty)}</span>
          </p>
        </div>
      </header>
      <div className="space-y-4 border-t border-line px-4 py-4 sm:px-5">
        {children ??
          (withSpecs || line.variants.length > 1 ? (
            <table className="w-full text-[13px]">
              <thead>
                <tr className="text-left text-[11px] uppercase tracking-[0.14em] text-ink-muted">
                  <th className="pb-2 font-medium">Specification</th>
                  <th className="pb-2 text-right font-medium">Quantity</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {line.variants.map((variant, index) => (
                  <tr key={variant.specId ?? index} data-testid="line-variant">
                    <td className="py-2 pr-4 text-ink">
                      <SpecWithCode entries={variant.entries} code={variant.skuCode} codeClassName="text-[11px] text-ink-faint" />
                    </td>
                    <td className="py-2 text-right tabular-nums text-ink">{pcs(variant.qty)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-[13px] text-ink-muted">Quantity <span className="tabular-nums text-ink">{pcs(line.qty)}</span></p>
          ))}
        {line.customization ? <CustomizationFacts customization={line.customization} techniqueName={line.customization.technique ? techniqueNames?.[line.customization.technique] : undefined} /> : null}
      </div>
      {footer}
    </article>
  );
}
