'use client';
import { useId, useState } from 'react';
import { errorMessage, type PendingInvitation } from '@sw/protocol';
import { confirm } from '@/ui/confirm';
import { Alert } from '@/ui/form';
import { dateText } from '@/lib/format';
import { notify } from '@/lib/toast';
import { revokeInvitation } from './api';
import { InviteForm } from './InviteForm';
import { roleLabel, sectionClass } from './roles';

/** Admins only: invite a colleague by email with a role, and the invitations still open (withdraw one). */
export function InvitationsSection({ invitations, onChanged }: { invitations: PendingInvitation[]; onChanged: () => Promise<void> }) {
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const revoke = async (invitation: PendingInvitation) => {
    const ok = await confirm({
      title: 'Withdraw this invitation?',
      message: `The link sent to ${invitation.email} stops working. You can invite the address again later.`,
      cancelText: 'Keep it',
      confirmText: 'Withdraw',
    });
    if (!ok) return;
    setBusy(invitation.invitationId);
    const result = await revokeInvitation(invitation.invitationId);
    setBusy(null);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    notify(`The invitation to ${invitation.email} was withdrawn.`, 1);
    await onChanged();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass} data-testid="company-invitations">
      <p className="eyebrow">Invitations</p>
      <h2 id={`${id}-title`} className="mt-2 font-display text-[26px] leading-tight text-ink">Invite a colleague</h2>
      <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
        We email them a link that works once, for 7 days. They sign in or register with that address; a buyer who already
        has an account brings their own inquiries and orders into the company.
      </p>
      <InviteForm onInvited={onChanged} />
      <h3 className="mt-8 text-[12px] font-medium uppercase tracking-[0.16em] text-ink-muted">Waiting for an answer</h3>
      <Alert message={problem} testId="invitations-error" />
      {invitations.length === 0 ? (
        <p className="mt-3 text-[14px] text-ink-muted" data-testid="invitations-empty">No open invitations.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line border-y border-line">
          {invitations.map((invitation) => (
            <li key={invitation.invitationId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="invitation">
              <div className="min-w-0">
                <p className="break-all text-[15px] font-medium text-ink">{invitation.email}</p>
                <p className="text-[13px] text-ink-muted">
                  {roleLabel(invitation.role)} · invited by {invitation.invitedBy ?? 'a former colleague'} · link valid until {dateText(invitation.expiresAt)}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-outline min-h-10 w-fit text-[13px]"
                disabled={busy !== null}
                onClick={() => void revoke(invitation)}
                data-testid="invitation-revoke"
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
