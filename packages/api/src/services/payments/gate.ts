import { amountText, type GateCheck, orderMoney } from '../order';

/** The money conditions of the order's gates (queries/orderGates.ts), read from the order row's kept totals. */

/** Production: what the terms ask before production (the deposit; the whole total on '100 % before production'). */
export const depositReceived: GateCheck = async (_db, order) => {
  const money = orderMoney(order);
  if (money.paid >= money.deposit) return null;
  const say = (minor: bigint) => amountText(minor, order.currency);
  const what = money.terms.kind === 'prepaid' ? `The payment in full of ${say(money.deposit)}` : `The deposit of ${say(money.deposit)}`;
  return `${what} has not been received (received ${say(money.paid)}).`;
};

/** Shipping: the whole total, unless the terms are net (the balance is then due after shipment). */
export const balanceReceived: GateCheck = async (_db, order) => {
  const money = orderMoney(order);
  if (money.terms.netDays !== null || money.paid >= money.total) return null;
  const say = (minor: bigint) => amountText(minor, order.currency);
  // Prepaid terms (a sample order) have no balance of their own: the whole total is what is missing.
  if (money.terms.kind === 'prepaid') return `The payment in full of ${say(money.total)} has not been received (received ${say(money.paid)}).`;
  return `The balance of ${say(money.balanceDue)} has not been received (received ${say(money.paid)} of ${say(money.total)}).`;
};
