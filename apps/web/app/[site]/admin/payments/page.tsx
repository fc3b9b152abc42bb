import { errorMessage } from '@sw/protocol';
import { loadPaymentInstructions } from '@/features/orders/payments/api.server';
import { BankDetailsForm } from '@/features/orders/payments/BankDetailsForm';
import { staffMetadata } from '@/lib/staff.server';
import { ConsolePageHead } from '@/ui/console';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Payments');

/** /admin/payments: each brand's bank details, as its buyers read them on the order page and the proforma invoice. */
export default async function PaymentsPage() {
  const result = await loadPaymentInstructions();
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Payments" line="Bank details per brand: shown to the buyer with the amount due and the order number to quote." />
      {result.ok ? result.data.map((instructions) => <BankDetailsForm key={instructions.theme} instructions={instructions} />) : <Alert message={errorMessage(result)} />}
    </div>
  );
}
