import type { OrderPayments } from '@sw/protocol';

/** The brand's bank details and the reference to quote; a line to wait for them while staff have not entered them. */
export function BankDetails({ money }: { money: OrderPayments }) {
  const bank = money.bank;
  const rows: [string, string | null][] = bank
    ? [
        ['Beneficiary', bank.beneficiary],
        ['Bank', bank.bankAddress ? `${bank.bank}, ${bank.bankAddress}` : bank.bank],
        ['SWIFT/BIC', bank.swift],
        ['Account / IBAN', bank.account],
        ['Other ways to pay', bank.notes],
      ]
    : [];
  return (
    <div className="rounded-[3px] bg-surface-muted px-4 py-3.5" data-testid="bank-details">
      <p className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Pay by bank transfer (T/T)</p>
      {bank ? (
        <dl className="mt-2 space-y-1.5 text-[13.5px]">
          {rows.filter(([, value]) => value).map(([label, value]) => (
            <div key={label} className="grid gap-x-3 sm:grid-cols-[8.5rem_minmax(0,1fr)]">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="whitespace-pre-line break-words font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-[13.5px] text-ink" data-testid="bank-details-by-mail">
          Our bank details are not shown here yet: our sales team will send them to you by email. If they have not reached you, ask for them in
          this order’s conversation.
        </p>
      )}
      <p className="mt-3 border-t border-line pt-2.5 text-[13.5px] text-ink">
        Reference to quote: <span className="font-semibold tabular-nums tracking-wide" data-testid="payment-reference">{money.reference}</span>
      </p>
    </div>
  );
}
