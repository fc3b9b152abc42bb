import { agreementCatalogueText, agreementLabel, agreementPriceText, type LinePriceAgreement } from '@sw/protocol';

/**
 * Why a quoted or ordered line costs what it does (issue 51): "Your price (Spring agreement 2027), catalogue
 * US$ 4.72" with the catalogue's price struck through; the agreement is the one frozen on the line when quoted.
 */
export function AgreementNote({ agreement, className = 'text-[12px] leading-snug text-ink-muted' }: { agreement: LinePriceAgreement | null | undefined; className?: string }) {
  if (!agreement) return null;
  return (
    <span className={`block ${className}`} data-testid="line-agreement" title={`${agreementPriceText(agreement)} (version ${agreement.version})`}>
      {agreementLabel(agreement)}, catalogue{' '}
      <s className="whitespace-nowrap tabular-nums" data-testid="line-catalogue-price">{agreementCatalogueText(agreement)}</s>
    </span>
  );
}
