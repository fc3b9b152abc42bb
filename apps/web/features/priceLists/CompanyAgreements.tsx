import type { CompanyPriceAgreement } from '@sw/protocol';
import { dateText, moneyText } from '@/lib/format';

const STATE_WORDS: Record<CompanyPriceAgreement['state'], string> = { active: 'In force', scheduled: 'Starts later', ended: 'Ended' };

const validity = (a: CompanyPriceAgreement) =>
  a.validFrom && a.validUntil ? `${dateText(a.validFrom)} to ${dateText(a.validUntil)}` : a.validFrom ? `From ${dateText(a.validFrom)}` : a.validUntil ? `Until ${dateText(a.validUntil)}` : 'No end date';

/**
 * The Company page's agreements (issue 51): the price lists our sales team agreed with the company, their currency,
 * days and order minimums. Every colleague reads them (a viewer too); the sales team changes them, so an admin is told
 * whom to ask.
 */
export function CompanyAgreements({ agreements, isAdmin }: { agreements: CompanyPriceAgreement[]; isAdmin: boolean }) {
  return (
    <section aria-labelledby="company-agreements-title" className="rounded-[4px] border border-line bg-surface p-6 sm:p-8" data-testid="company-agreements">
      <p className="eyebrow">Prices</p>
      <h2 id="company-agreements-title" className="mt-2 font-display text-[26px] leading-tight text-ink">Your price agreements</h2>
      {agreements.length === 0 ? (
        <p className="mt-3 text-[14px] leading-relaxed text-ink-muted">You buy at the catalogue’s prices: no agreement has been made with your company yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {agreements.map((a) => (
            <li key={`${a.name}|${a.validFrom}`} className="grid gap-1 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4" data-testid="company-agreement">
              <div className="min-w-0">
                <p className="text-[15px] font-medium text-ink">{a.name}</p>
                <p className="text-[13px] text-ink-muted">Prices in {a.currency} · {validity(a)}</p>
              </div>
              <div className="text-[13px] sm:text-right">
                <p className={a.state === 'active' ? 'font-medium text-ink' : 'text-ink-muted'}>{STATE_WORDS[a.state]}</p>
                {a.firstOrderMinimum ? <p className="text-ink-muted">First order at least {moneyText(a.firstOrderMinimum, a.currency)}</p> : null}
                {a.reorderMinimum ? <p className="text-ink-muted">Reorders at least {moneyText(a.reorderMinimum, a.currency)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-[13px] text-ink-muted">
        {isAdmin ? 'To change an agreement, write to our sales team: they keep the price lists.' : 'Your company’s agreements are kept by our sales team; you see them here.'}
      </p>
    </section>
  );
}
