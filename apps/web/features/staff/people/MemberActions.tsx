'use client';
import { setMemberDisabled } from './api';
import { ActionButton, NoteDialog } from './NoteDialog';

/** Disable (every session ends at once, sign-in is refused) with a reason, or enable again. */
export function MemberActions({ memberId, email, disabled, maxReason }: { memberId: string; email: string; disabled: boolean; maxReason: number }) {
  if (disabled) {
    return (
      <ActionButton label="Enable account" tone="primary" testId="enable-member" done={`${email} can sign in again.`} send={() => setMemberDisabled({ memberId, disabled: false })} />
    );
  }
  return (
    <NoteDialog
      label="Disable account"
      title={`Disable ${email}?`}
      description="Every open session ends at once and sign-in is refused with a message saying the account is disabled. You can enable it again later."
      field="Reason (for the team)"
      placeholder="e.g. Asked us to close the account."
      max={maxReason}
      confirm="Disable account"
      done={`${email} is disabled: signed out everywhere.`}
      testId="disable-member"
      send={(reason) => setMemberDisabled({ memberId, disabled: true, reason })}
    />
  );
}
