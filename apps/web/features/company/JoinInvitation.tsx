'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, type InvitationInfo } from '@sw/protocol';
import { Alert, SubmitButton } from '@/ui/form';
import { dateText } from '@/lib/format';
import { refreshHeader } from '@/lib/member';
import { openSignIn } from '@/lib/signIn';
import { notify } from '@/lib/toast';
import { acceptInvitation } from './api';
import { ROLE_HINTS, roleLabel } from './roles';

const STATE_TEXT = {
  expired: (info: InvitationInfo) => `This invitation expired on ${dateText(info.expiresAt)}. Ask ${info.inviter ?? 'an admin of the company'} for a new one.`,
  used: () => 'This invitation has already been used. If you joined, the company is on your Company page; otherwise ask the company for a new invitation.',
  revoked: (info: InvitationInfo) => `This invitation was withdrawn. Ask ${info.inviter ?? 'an admin of the company'} for a new one if you still need to join.`,
} as const;

/** Who signed in, as the join page's server part read it: nobody, or a member's email. */
export interface JoinViewer {
  email: string | null;
  isStaff: boolean;
}

/**
 * The join page: what the invitation is, then, depending on who is signed in, a sign-in for the invited address, a
 * clear refusal (wrong address, staff, expired, used, withdrawn), or the confirmation that moves the member's own
 * records into the company.
 */
export function JoinInvitation({ token, info, viewer }: { token: string; info: InvitationInfo; viewer: JoinViewer }) {
  const company = info.companyName ?? (info.inviter ? `${info.inviter}'s company` : 'the company');
  return (
    <article className="rounded-[4px] border border-line bg-surface p-6 sm:p-10" data-testid="join-invitation" data-state={info.state}>
      <p className="eyebrow">Invitation</p>
      <h1 className="mt-2 font-display text-balance text-[30px] leading-tight text-ink sm:text-[36px]">Join {company}</h1>
      <dl className="mt-6 grid gap-4 border-y border-line py-5 text-[14px] sm:grid-cols-3">
        <Fact label="Invited by" value={info.inviter ?? 'An admin of the company'} />
        <Fact label="Role" value={roleLabel(info.role)} testId="join-role" />
        <Fact label="For" value={info.email} />
      </dl>
      <p className="mt-4 text-[14px] leading-relaxed text-ink-muted">{roleLabel(info.role)}: {ROLE_HINTS[info.role]}</p>
      <div className="mt-8">
        {info.state !== 'valid' ? <Notice text={STATE_TEXT[info.state](info)} /> : <JoinStep token={token} info={info} viewer={viewer} company={company} />}
      </div>
    </article>
  );
}

function JoinStep({ token, info, viewer, company }: { token: string; info: InvitationInfo; viewer: JoinViewer; company: string }) {
  if (!viewer.email) {
    return (
      <div data-testid="join-sign-in">
        <p className="text-[15px] leading-relaxed text-ink">
          Sign in with <strong className="font-medium">{info.email}</strong>, or register a free account with it, to join.
        </p>
        <button type="button" className="btn btn-primary mt-5" onClick={() => openSignIn({ email: info.email })} data-testid="join-open-sign-in">
          Sign in or register
        </button>
      </div>
    );
  }
  if (viewer.isStaff) return <Notice text="You are signed in with a sales team account, which cannot join a company. Sign out and sign in with the invited address." />;
  if (viewer.email !== info.email) {
    return <Notice text={`This invitation is for ${info.email}, but you are signed in as ${viewer.email}. Sign out, then sign in or register with ${info.email}.`} />;
  }
  return <ConfirmJoin token={token} company={company} />;
}

function ConfirmJoin({ token, company }: { token: string; company: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    const result = await acceptInvitation(token);
    if (!result.ok) {
      setBusy(false);
      return setProblem(errorMessage(result));
    }
    notify(`You joined ${result.data.companyName ?? company}.`, 1);
    void refreshHeader();
    router.push('/company');
  };
  return (
    <div data-testid="join-confirm">
      <h2 className="font-display text-[22px] leading-tight text-ink">Before you join</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-[15px] leading-relaxed text-ink">
        <li>Your own inquiries and orders move into {company}: your new colleagues see them, and they stay with the company if you leave.</li>
        <li>Your address book moves too.</li>
        <li>The company information and new-design access of {company} replace your own.</li>
      </ul>
      <div className="mt-6">
        <Alert message={problem} testId="join-error" />
        <SubmitButton type="button" busy={busy} className="sm:w-auto" onClick={() => void join()} data-testid="join-submit">
          Join {company}
        </SubmitButton>
      </div>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">{label}</dt>
      <dd className="mt-1 break-all text-ink" data-testid={testId}>{value}</dd>
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div role="alert" className="rounded-[3px] border border-line bg-surface-muted px-4 py-4 text-[15px] leading-relaxed text-ink" data-testid="join-notice">
      <p>{text}</p>
      <Link href="/" className="mt-3 inline-block text-[14px] font-medium text-accent-strong underline underline-offset-4">Back to the shop</Link>
    </div>
  );
}
