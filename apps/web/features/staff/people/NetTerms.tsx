'use client';
import { ConsolePanel } from '@/ui/console';
import { setMemberNetTerms } from './api';
import { ActionButton } from './NoteDialog';

/** Payment terms a buyer may be offered: net terms (payment after shipment) only once staff mark the buyer for them. */
export function NetTerms({ memberId, email, netTerms }: { memberId: string; email: string; netTerms: boolean }) {
  return (
    <ConsolePanel title="Payment terms" testId="member-net-terms">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[14px] text-ink" data-testid="net-terms-state">
          {netTerms
            ? 'Marked for net terms: quotations may offer “Net 30 after shipment”.'
            : 'Deposit terms only. Mark the buyer to offer “Net 30 after shipment” on quotations.'}
        </p>
        <ActionButton
          label={netTerms ? 'Take net terms away' : 'Allow net terms'}
          tone={netTerms ? 'outline' : 'primary'}
          testId="toggle-net-terms"
          done={netTerms ? `${email} is offered deposit terms only.` : `${email} may now be offered net 30.`}
          send={() => setMemberNetTerms({ memberId, netTerms: !netTerms })}
        />
      </div>
    </ConsolePanel>
  );
}
