'use client';
import Link from 'next/link';
import { STAFF_PRICE_LISTS_PATH } from '@/lib/links';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import type { PickedCompany } from './CompanyPicker';
import { PriceAsk } from './PriceAsk';

/** The price calculation details: for any company, goods and day, which list priced it and how (or the catalogue). */
export function PriceCalculationScreen({ company }: { company: PickedCompany | null }) {
  return (
    <div className="space-y-5">
      <Link href={STAFF_PRICE_LISTS_PATH} className="text-[13px] text-accent-strong underline-offset-4 hover:underline">← All price lists</Link>
      <ConsolePageHead title="Price calculation details" line="Which list priced a goods for a company on a day, and how: the list, its version, the line, the rule, its rounding and the exchange rate." />
      <ConsolePanel title="Ask" testId="price-calculation">
        <PriceAsk company={company} />
      </ConsolePanel>
    </div>
  );
}
