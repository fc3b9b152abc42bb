import { currencySign, formatPrice } from '../format';
import type { LinePriceAgreement } from '../types/inquiry';

/**
 * "Why this price" on a quoted or ordered line (issue 51): 'Your price (Spring agreement 2027)' and the catalogue's
 * price beside it, 'catalogue US$ 4.72'. Screens strike the catalogue's price through; PDFs print the plain line.
 */
export const agreementLabel = (agreement: Pick<LinePriceAgreement, 'name'>): string => `Your price (${agreement.name})`;

export const agreementCatalogueText = (agreement: Pick<LinePriceAgreement, 'catalogueUnitPrice' | 'catalogueCurrency'>): string =>
  `${currencySign(agreement.catalogueCurrency)} ${formatPrice(agreement.catalogueUnitPrice)}`;

/** The plain line: 'Your price (Spring agreement 2027), catalogue US$ 4.72'. */
export const agreementPriceText = (agreement: LinePriceAgreement): string =>
  `${agreementLabel(agreement)}, catalogue ${agreementCatalogueText(agreement)}`;
