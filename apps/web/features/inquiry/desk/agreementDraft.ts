import type { AgreementLinePrice, StaffInquiryView } from '@sw/protocol';

/** The agreement (list and version) a draft line's tiers started from; saving the line freezes it (issue 51). */
export interface LineAgreementRef {
  priceListId: string;
  version: number;
}

const priceOf = (view: StaffInquiryView, itemId: string): AgreementLinePrice | undefined =>
  view.agreementPrices?.find((price) => price.itemId === itemId);

/**
 * A new draft line's tiers: the company's agreement tiers where a list prices it, naming the list and version;
 * otherwise one empty tier at the asked quantity for the desk to fill in.
 */
export function agreementTiers(view: StaffInquiryView, itemId: string, qty: number): { tiers: { minQty: string; unitPrice: string }[]; agreement: LineAgreementRef | null } {
  const price = priceOf(view, itemId);
  if (!price?.agreement || !price.tiers.length) return { tiers: [{ minQty: String(qty), unitPrice: '' }], agreement: null };
  return {
    tiers: price.tiers.map((tier) => ({ minQty: String(tier.minQty), unitPrice: tier.unitPrice.toFixed(2) })),
    agreement: { priceListId: price.agreement.priceListId, version: price.agreement.version },
  };
}

/** The currency the company's agreements price the inquiry in, when one does (a company pays in one currency). */
export function agreementCurrency(view: StaffInquiryView): string | null {
  return view.agreementPrices?.find((price) => price.agreement)?.currency ?? null;
}
