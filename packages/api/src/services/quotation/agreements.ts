import { formatMinor, reachedTier, RES, toMinor, type AgreementLinePrice, type LinePriceAgreement, type QuotationLine, type QuotationTier } from '@sw/protocol';
import { ApiError } from '../../lib/errors';

/**
 * Frozen on the line (issue 51, docs/decisions/0020): a quotation line whose tiers started from the company's
 * agreement records the list, its version and the catalogue's price beside it, so a later change to the list never
 * changes what was quoted, nor the order placed from it.
 */

/** What a line names: the list and version the editor showed it (saveQuotation.do's priceListId, priceListVersion). */
export interface NamedAgreement {
  itemId?: number | null;
  title: string;
  qty: number;
  priceListId?: number;
  priceListVersion?: number;
}

/** The catalogue's unit price at a quantity, exact decimal text. */
const catalogueAt = (tiers: readonly QuotationTier[], qty: number): string => {
  const tier = reachedTier(tiers, qty);
  return formatMinor(toMinor(tier?.unitPrice ?? 0));
};

/** The agreement at another quantity (an order at the buyer's quantity): the catalogue's price at it, when its tiers were kept. */
export function agreementAtQty(agreement: LinePriceAgreement, qty: number): LinePriceAgreement {
  const { catalogueTiers, ...facts } = agreement;
  return catalogueTiers?.length ? { ...facts, catalogueUnitPrice: catalogueAt(catalogueTiers, qty) } : facts;
}

const sameAgreement = (a: { priceListId: string; version: number } | null | undefined, id: number, version: number) =>
  !!a && a.priceListId === String(id) && a.version === version;

/**
 * Each line's frozen agreement (null: priced by hand or the catalogue). A named agreement is taken when it is the
 * one pricing the line today (`current`), or the one an earlier version of this quotation already recorded for the
 * same inquiry line (`previous`: the draft, else the last sent version), which is kept as it was. Anything else is
 * refused: the editor showed prices that have changed since.
 */
export function freezeAgreements(
  lines: readonly NamedAgreement[], currency: string, current: readonly AgreementLinePrice[], previous: { currency: string; lines: readonly QuotationLine[] } | null,
): (LinePriceAgreement | null)[] {
  const currentOf = new Map(current.map((price) => [price.itemId, price]));
  return lines.map((line, i) => {
    if (line.priceListId === undefined || line.priceListVersion === undefined) return null;
    const where = `Line ${i + 1} (${line.title})`;
    if (line.itemId == null) {
      throw new ApiError(RES.AGREEMENT_NO_GOODS, `${where} is an extra line with no goods of the inquiry, so no agreement prices it. Please clear its agreement.`);
    }
    const itemId = String(line.itemId);
    const kept = previous?.lines.find((earlier) => earlier.itemId === itemId && sameAgreement(earlier.agreement, line.priceListId!, line.priceListVersion!))?.agreement;
    if (kept) {
      if (previous!.currency !== currency) throw currencyRefusal(where, kept.name, previous!.currency, currency);
      return kept;
    }
    const today = currentOf.get(itemId);
    if (!today?.agreement || !sameAgreement(today.agreement, line.priceListId, line.priceListVersion)) {
      const now = today?.agreement ? `it is now priced by ${today.agreement.name}, version ${today.agreement.version}` : 'no agreement of the company prices it today';
      throw new ApiError(RES.AGREEMENT_CHANGED, `${where}: the agreement prices changed since the editor opened (${now}). Please reload the inquiry and check the line's prices.`);
    }
    if (today.currency !== currency) throw currencyRefusal(where, today.agreement.name, today.currency, currency);
    return {
      ...today.agreement,
      catalogueUnitPrice: catalogueAt(today.catalogueTiers, line.qty),
      catalogueCurrency: today.catalogueCurrency,
      catalogueTiers: today.catalogueTiers,
    };
  });
}

function currencyRefusal(where: string, name: string, agreementCurrency: string, currency: string): ApiError {
  return new ApiError(RES.AGREEMENT_CURRENCY, `${where} is priced from ${name}, which is in ${agreementCurrency}: quote in ${agreementCurrency}, or clear the line's agreement to quote it in ${currency}.`);
}
