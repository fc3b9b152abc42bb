import {
  currencyDigits, formatMinor, isNetTerms, signedMoneyText, splitByPercent, storedPaymentTerms, type OrderStatus, type PaymentTerms,
} from '@sw/protocol';

/**
 * What an order owes, from its total and terms, in exact minor units (packages/protocol/src/money.ts): the deposit is
 * the terms' percentage of the total rounded half-up to the cent (30 % of 100.05 is 30.02), the balance the total less
 * the deposit, so the two always add up. Used by the order's money view, the proforma invoice and the gates.
 */

export interface OrderMoneyRow {
  orderNo: string;
  status: OrderStatus;
  currency: string;
  total: bigint;
  received: bigint;
  paymentTerms: Pick<PaymentTerms, 'kind' | 'depositPercent'> | null;
}

export interface OrderMoney {
  terms: PaymentTerms;
  total: bigint;
  /** Due before production (the total on '100 % before production', 0 on net terms). */
  deposit: bigint;
  /** The rest: before shipment, or netDays after it. */
  balanceDue: bigint;
  /** Received less refunded. */
  paid: bigint;
  dueNow: bigint;
  /** Still to pay in all. */
  balance: bigint;
}

/** The deposit and balance of a total under these terms (rounded half-up; they add up to the total). */
export function depositOf(total: bigint, terms: PaymentTerms): { deposit: bigint; balanceDue: bigint } {
  const { part, rest } = splitByPercent(total, terms.depositPercent);
  return { deposit: part, balanceDue: rest };
}

const BALANCE_DUE_FROM: Record<'before' | 'net', OrderStatus[]> = {
  // The balance is asked for once production runs (it must arrive before shipment) ...
  before: ['in_production', 'shipped', 'completed'],
  // ... and on net terms once the goods have shipped.
  net: ['shipped', 'completed'],
};

export function orderMoney(row: OrderMoneyRow): OrderMoney {
  const terms = storedPaymentTerms(row.paymentTerms);
  const { deposit, balanceDue } = depositOf(row.total, terms);
  const paid = row.received;
  const balance = row.total > paid ? row.total - paid : 0n;
  let dueNow = 0n;
  if (row.status !== 'cancelled') {
    if (paid < deposit) dueNow = deposit - paid;
    else if (BALANCE_DUE_FROM[isNetTerms(terms) ? 'net' : 'before'].includes(row.status)) dueNow = balance;
  }
  return { terms, total: row.total, deposit, balanceDue, paid, dueNow, balance };
}

/** An amount as a sentence says it: '1,234.56 USD'. */
export function amountText(minor: bigint, currency: string): string {
  const exact = formatMinor(minor, currencyDigits(currency));
  const [whole, fraction] = exact.replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0n ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''} ${currency}`;
}

/** An amount as the buyer's screens write it: 'CN¥17,338.60'. */
export const signedAmountText = (minor: bigint, currency: string): string => signedMoneyText(formatMinor(minor, currencyDigits(currency)), currency);

/** Before the desk confirms it (or the company approves it) an order asks for no money yet: the buyer may still cancel. */
export const awaitsConfirmation = (row: Pick<OrderMoneyRow, 'status'>): boolean => row.status === 'placed' || row.status === 'awaiting_approval';

/** What comes next, in one sentence for the buyer; `say` writes an amount (the code by default: mails, the desk). */
export function nextStep(row: OrderMoneyRow, money: OrderMoney, say = (minor: bigint) => amountText(minor, row.currency)): string {
  if (row.status === 'cancelled') {
    return money.paid > 0n ? `This order was cancelled; our sales team will arrange the refund of ${say(money.paid)}.` : 'This order was cancelled.';
  }
  if (money.paid >= money.total) return 'Paid in full. Thank you.';
  if (money.paid < money.deposit) {
    const rest = money.paid > 0n ? 'the rest of ' : '';
    if (awaitsConfirmation(row)) {
      const what = money.terms.kind === 'prepaid' ? 'the full amount' : 'the deposit';
      return `Nothing to pay yet: once our sales team has confirmed your order, we ask for ${rest}${what}, ${say(money.dueNow)}.`;
    }
    return money.terms.kind === 'prepaid'
      ? `Please pay ${rest}the full amount, ${say(money.dueNow)}, before production starts.`
      : `Please pay ${rest}the deposit, ${say(money.dueNow)}, to start production.`;
  }
  if (isNetTerms(money.terms)) return `The balance of ${say(money.balance)} is due within ${money.terms.netDays} days after shipment.`;
  return money.dueNow > 0n
    ? `Please pay the balance of ${say(money.balance)} before shipment.`
    : `Deposit received. The balance of ${say(money.balance)} is due before shipment.`;
}
