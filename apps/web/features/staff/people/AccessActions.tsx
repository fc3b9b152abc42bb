'use client';
import { PEOPLE_LIMITS } from '@sw/protocol';
import { decideAccess } from './api';
import { everyColleague } from './words';
import { ActionButton, NoteDialog } from './NoteDialog';

/**
 * Approve, or flag a problem with a message the buyer gets by email (a decided request can be decided again). The
 * decision is the company's: every colleague sees new designs, or none.
 */
export function AccessActions({ requestId, company, colleagues, status }: { requestId: number; company: string; colleagues: number; status: 1 | 2 | 3 }) {
  const everyone = everyColleague(colleagues);
  return (
    <>
      {status !== 2 ? (
        <ActionButton
          label="Approve"
          tone="primary"
          testId="approve-access"
          done={`${company} can now see new designs (${everyone}).`}
          send={() => decideAccess({ requestId, decision: 'approve' })}
        />
      ) : null}
      {status !== 3 ? (
        <NoteDialog
          label="Flag a problem"
          title={`What is wrong with ${company}'s information?`}
          description="The buyer gets this message by email and can correct the information on My Account."
          field="Message to the buyer"
          placeholder="e.g. The website address does not open. Please give the address of your shop."
          required
          max={PEOPLE_LIMITS.maxAccessMessage}
          confirm="Send and flag"
          done="The buyer was told what to correct."
          testId="flag-access"
          send={(message) => decideAccess({ requestId, decision: 'problem', message })}
        />
      ) : null}
    </>
  );
}
