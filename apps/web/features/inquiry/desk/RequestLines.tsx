import type { InquiryLine, QuickRequest } from '@sw/protocol';
import { SpecWithCode } from '@/ui/SpecLine';
import { Attachments } from '@/ui/Attachments';
import { moneyCodeText } from '@/lib/format';

function Customization({ line, techniqueNames }: { line: InquiryLine; techniqueNames: Readonly<Record<string, string>> }) {
  const c = line.customization;
  if (!c) return null;
  const facts: [string, string][] = [];
  // The name the buyer chose, not the stored code.
  if (c.technique) facts.push(['Technique', techniqueNames[c.technique] ?? c.technique]);
  if (c.font) facts.push(['Font', c.font]);
  if (c.colors.length) facts.push(['Colours', c.colors.join(', ')]);
  if (c.placement) facts.push(['Logo placed', `${Math.round(c.placement.width * 100)}% wide, at ${Math.round(c.placement.x * 100)}% / ${Math.round(c.placement.y * 100)}%`]);
  if (facts.length === 0 && !c.notes && c.logoFiles.length === 0) return null;
  return (
    <div className="mt-3 rounded-[3px] border border-accent-line/70 bg-accent-soft/40 p-3" data-testid="line-customization">
      <p className="mb-1.5 text-[11px] font-semibold uppercase tracking-[0.12em] text-accent-strong">Customization</p>
      {facts.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {c.notes ? <p className="mt-1.5 whitespace-pre-line text-[13px] text-ink">{c.notes}</p> : null}
      {c.logoFiles.length ? (
        <div className="mt-2">
          <Attachments files={c.logoFiles} size="small" label="Logo and design files" />
        </div>
      ) : null}
    </div>
  );
}

/** A precise inquiry's lines: picture, goods, each specification's quantity, customization and files. */
export function RequestLines({ lines, techniqueNames }: { lines: readonly InquiryLine[]; techniqueNames: Readonly<Record<string, string>> }) {
  if (lines.length === 0) return <p className="text-[13px] text-ink-muted">No lines.</p>;
  return (
    <ol className="divide-y divide-line" data-testid="request-lines">
      {lines.map((line, index) => (
        <li key={line.itemId} className="flex gap-4 py-4 first:pt-0 last:pb-0" data-testid="request-line">
          <div className="h-20 w-20 flex-none overflow-hidden rounded-[3px] border border-line bg-surface-muted">
            {line.imageUrl ? <img src={line.imageUrl} alt="" className="h-full w-full object-cover" loading="lazy" /> : null}
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <p className="font-medium text-ink">
                <span className="mr-2 text-ink-faint">{index + 1}.</span>
                {line.title}
              </p>
              <p className="text-[13px] tabular-nums text-ink">{line.qty.toLocaleString('en-US')} pcs</p>
            </div>
            <p className="text-[12px] text-ink-muted">{line.goodsCode}</p>
            <table className="mt-2 text-[13px]">
              <tbody>
                {line.variants.map((variant, i) => (
                  <tr key={variant.specId ?? i}>
                    <td className="py-0.5 pr-4 text-ink-muted">
                      <SpecWithCode entries={variant.entries} code={variant.skuCode} codeClassName="text-ink-faint" />
                    </td>
                    <td className="whitespace-nowrap py-0.5 text-right align-top tabular-nums text-ink">× {variant.qty.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Customization line={line} techniqueNames={techniqueNames} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A quick inquiry: category, target quantity and price, description and the buyer's pictures. */
export function QuickRequestView({ quick }: { quick: QuickRequest }) {
  return (
    <div className="space-y-3" data-testid="quick-request">
      <dl className="grid grid-cols-2 gap-3 text-[13px] sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">Category</dt>
          <dd className="font-medium text-ink">{quick.categoryName}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Target quantity</dt>
          <dd className="font-medium tabular-nums text-ink">{quick.targetQty.toLocaleString('en-US')} pcs</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Target price</dt>
          <dd className="font-medium tabular-nums text-ink">{quick.targetPrice === null ? 'Not given' : moneyCodeText(quick.targetPrice, 'USD')}</dd>
        </div>
      </dl>
      <p className="whitespace-pre-line text-[14px] text-ink">{quick.description}</p>
      <Attachments files={quick.files} label="The buyer's files" />
    </div>
  );
}
