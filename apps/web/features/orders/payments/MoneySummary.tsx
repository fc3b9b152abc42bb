import type { OrderPayments } from '@sw/protocol';
import { moneyCodeText, moneyText } from '@/lib/format';

/**
 * Paid, due now and what is still to pay in all, with the terms: the same three figures on the buyer's page and the desk
 * (`codes`: the console's amounts with the currency's code). 'Balance' names only the terms' part after the deposit,
 * so the box of everything unpaid is 'Still to pay'; before the desk confirms the order nothing is due yet.
 */
export function MoneySummary({ money, codes = false }: { money: OrderPayments; codes?: boolean }) {
  const say = codes ? moneyCodeText : moneyText;
  const waiting = money.awaitingConfirmation;
  const figures: [string, number, string][] = [
    ['Paid', money.paid, 'money-paid'],
    [waiting ? 'Due once confirmed' : 'Due now', money.dueNow, 'money-due-now'],
    ['Still to pay', money.balance, 'money-balance'],
  ];
  return (
    <div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="money-summary">
        {figures.map(([label, value, testId]) => (
          <div key={label} className={`min-w-0 rounded-[3px] border px-2.5 py-2.5 sm:px-3 ${testId === 'money-due-now' && !waiting && value > 0 ? 'border-accent/50 bg-accent/5' : 'border-line'}`}>
            <dt className="text-[10.5px] uppercase tracking-[0.14em] text-ink-muted">{label}</dt>
            <dd className="mt-1 break-words text-[14px] font-medium tabular-nums text-ink sm:text-[15px]" data-testid={testId}>
              {say(value, money.currency)}
            </dd>
          </div>
        ))}
      </dl>
      {money.overpaid > 0 ? (
        <p className="mt-3 rounded-[3px] border border-amber-300 bg-amber-50 px-3 py-2 text-[13px] text-amber-900" data-testid="money-overpaid">
          Overpaid by {say(money.overpaid, money.currency)}: more than the order total was received.{' '}
          {codes ? 'Record a refund to pay it back.' : 'Our sales team will refund it.'}
        </p>
      ) : null}
      <p className="mt-3 text-[13.5px] leading-relaxed text-ink" data-testid="money-next">{money.nextStep}</p>
      <p className="mt-1 text-[12.5px] leading-relaxed text-ink-muted" data-testid="money-terms">
        {money.terms.label}
        {money.terms.netDays === null && money.terms.kind !== 'prepaid'
          ? ` Deposit ${say(money.deposit, money.currency)}, balance ${say(money.balanceDue, money.currency)}.`
          : null}
      </p>
    </div>
  );
}
