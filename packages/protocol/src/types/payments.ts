// An order's money (erp/inquiryOrder/csite/ for the buyer, staff/ for the order desk) and the brands' bank details.
import type { PaymentTerms } from '../paymentTerms';
import type { SiteTheme } from '../site';
import type { FileRef } from '../schemas/customization';
import type { StaffOrderView } from './order';

/** One brand's payment instructions, as staff keep them and the buyer reads them. */
export interface PaymentInstructions {
  theme: SiteTheme['name'];
  brand: string;
  beneficiary: string;
  bank: string;
  swift: string;
  account: string;
  bankAddress: string | null;
  /** Anything else: a PayPal address, the bank's intermediary ... */
  notes: string | null;
  updatedAt: string | null;
  /** The staff member's email who saved them last. */
  updatedBy: string | null;
}

export type PaymentNoticeStatus = 'to_confirm' | 'confirmed' | 'rejected';

/** The buyer's 'I have paid'. */
export interface PaymentNotice {
  noticeId: string;
  status: PaymentNoticeStatus;
  amount: number;
  paidOn: string;
  payer: string;
  reference: string | null;
  note: string | null;
  /** The transfer slip (readable by the order's buyer and staff). */
  slip: (FileRef & { url: string }) | null;
  createdAt: string;
  /** For a rejected notice: the sales team's reason. */
  rejectReason: string | null;
  decidedAt: string | null;
}

/** Money the sales team recorded: a receipt (with its notice, when there was one) or a refund. */
export interface PaymentReceipt {
  receiptId: string;
  kind: 'receipt' | 'refund';
  amount: number;
  receivedOn: string;
  method: string;
  note: string | null;
  noticeId: string | null;
  createdAt: string;
  /** The receipt (or refund) as a PDF (DOCUMENTS.receiptPdf), with the exchange rate the order kept. */
  pdfUrl: string;
  /** Staff only: who recorded it. */
  by?: string | null;
}

/**
 * orderPayments.do / staff/orderPayments.do: an order's money, every amount in the order's currency computed on the
 * back-end from minor units. The deposit is the terms' percentage of the total rounded half-up to the cent; the
 * balance is the total less the deposit, so the two always add up.
 */
export interface OrderPayments {
  orderId: string;
  orderNo: string;
  currency: string;
  total: number;
  terms: PaymentTerms;
  /** What must be received before production (the deposit; the total for '100 % before production'; 0 on net terms). */
  deposit: number;
  /** The rest: before shipment, or netDays after it on net terms. */
  balanceDue: number;
  /** Received less refunded. */
  paid: number;
  /** What the buyer should pay now: the rest of the deposit, then once production has started (net: once shipped) the rest. */
  dueNow: number;
  /** What is still to be paid in all: total − paid (never below 0). */
  balance: number;
  /** Paid past the total (a receipt marked as an intended overpayment), to refund: paid − total (never below 0). */
  overpaid: number;
  /**
   * One sentence on what comes next: 'Please pay the deposit, US$978.00, to start production.' (the buyer's answer writes
   * the currency's sign as the figures do, the desk's its code); before the desk confirms, what will be asked then.
   */
  nextStep: string;
  /** True while the desk has not confirmed the order (placed, or awaiting the company's approval): no payment is asked yet. */
  awaitingConfirmation: boolean;
  /** Quote this with the payment: the order number. */
  reference: string;
  /** The brand's bank details; null until staff have entered them. */
  bank: PaymentInstructions | null;
  /** Newest first. */
  notices: PaymentNotice[];
  /** Newest first. */
  receipts: PaymentReceipt[];
  /** Whether the buyer is offered 'I have paid' now: the order is confirmed and running, and not yet paid in full. */
  canNotify: boolean;
}

/**
 * The desk's money steps' answer (staff/confirmPaymentNotice.do, staff/rejectPaymentNotice.do, staff/recordPayment.do):
 * the order's money as staff/orderPayments.do reads it, and `order`, the desk's view of the order after the step (as
 * staff/moveOrder.do and staff/recordShipment.do answer), so a deposit shows the gate it opened in one round trip.
 */
export interface StaffMoneyStep extends OrderPayments {
  order: StaffOrderView;
}
