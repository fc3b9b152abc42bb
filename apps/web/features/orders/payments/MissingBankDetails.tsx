import Link from 'next/link';
import { WarningIcon } from '@/ui/icons';

/** The setup's warning while a brand keeps no bank details (the order desk shows the same on its orders). */
export function MissingBankDetails({ brand, link = false }: { brand: string; link?: boolean }) {
  return (
    <div role="note" className="mb-4 flex items-start gap-2 rounded-[3px] border border-amber-700/30 bg-amber-50 px-3 py-2.5 text-[13px] text-amber-950" data-testid="bank-details-missing">
      <WarningIcon size={15} className="mt-0.5 flex-none" />
      <p>
        No bank details are kept for {brand}. Its buyers read that the details will come by email, and the proforma invoice has none: enter them
        {link ? <> on <Link href="/admin/payments" className="font-medium underline underline-offset-2">Payments</Link></> : ' here'} before confirming orders.
      </p>
    </div>
  );
}
