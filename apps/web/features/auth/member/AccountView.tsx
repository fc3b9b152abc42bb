'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@sw/protocol/z';
import { AUDIT_FLAG, type Country, displayNick, errorMessage, type MemberInformation, validatePassword } from '@sw/protocol';
import { UI_LIMITS } from '@/lib/constants';
import { UI_MSG } from '@/lib/copy';
import { BUSINESS_TYPES, type CompleteInformationInput, completeInformationInputSchema } from '@sw/protocol/schemas/auth';
import { refreshHeader } from '@/lib/member';
import { notify } from '@/lib/toast';
import { changePassword, completeInformation } from '../api';
import { EmailCodeConfirm } from '@/ui/EmailCodeConfirm';
import { Alert, CountrySelect, Field, Input, PasswordInput, Select, SubmitButton } from '@/ui/form';
import { addPasswordPairIssues } from '../steps/passwordPair';
import { ButtonSpinner, CheckIcon, LockIcon } from '@/ui/icons';

/** My Account: the member's own data, new-design access, company information and password. */
export function AccountView({ info, countries }: { info: MemberInformation; countries: Country[] | null }) {
  const [auditFlag, setAuditFlag] = useState(info.auditFlag);
  const [confirmed, setConfirmed] = useState(info.emailConfirmed);
  const companyRef = useRef<HTMLDivElement>(null);
  const nick = displayNick(info.nick);
  return (
    <div className="space-y-8">
      <h1 className="font-display text-balance text-[36px] leading-tight text-ink">My Account</h1>
      <section aria-labelledby="profile-title" className="flex flex-wrap items-center gap-5 rounded-[4px] border border-line bg-surface p-6 sm:p-8">
        <span className="inline-flex h-16 w-16 flex-none items-center justify-center rounded-full bg-brand font-display text-[28px] uppercase text-brand-ink" aria-hidden="true">
          {(nick || info.email).slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="profile-title" className="truncate font-display text-balance text-[26px] leading-tight text-ink" data-testid="account-nick">{nick}</h2>
          <p className="mt-1 truncate text-[14px] text-ink-muted" data-testid="account-email">{info.email}</p>
        </div>
        {info.accountManager ? <AccountManager name={info.accountManager.name} /> : null}
      </section>

      <AccessCard
        auditFlag={auditFlag}
        mayRequest={info.companyRole === 'admin'}
        onRequest={() => {
          companyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          companyRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
        }}
      />

      <div className="grid gap-8 xl:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div ref={companyRef} className="scroll-mt-28 space-y-8">
          {confirmed ? null : <ConfirmEmailBox email={info.email} onConfirmed={() => setConfirmed(true)} />}
          <CompanyForm info={info} countries={countries} auditFlag={auditFlag} confirmed={confirmed} onSaved={setAuditFlag} />
        </div>
        <PasswordForm email={info.email} />
      </div>
    </div>
  );
}

/**
 * The company's account manager (issue 53): who looks after the buyer at the sales team, and how to write to them:
 * the messages on an inquiry or an order reach the account manager first.
 */
function AccountManager({ name }: { name: string }) {
  const shown = displayNick(name) || name;
  return (
    <div className="w-full border-t border-line pt-4 text-[14px] sm:w-auto sm:border-l sm:border-t-0 sm:pl-5 sm:pt-0" data-testid="account-manager">
      <p className="text-[12px] uppercase tracking-[0.08em] text-ink-muted">Your account manager</p>
      <p className="mt-1 font-medium text-ink" data-testid="account-manager-name">{shown}</p>
      <p className="mt-1 text-ink-muted">
        Write to {shown} on any{' '}
        <Link href="/inquiry/list" className="text-accent-strong underline underline-offset-4">inquiry</Link> or{' '}
        <Link href="/orders/list" className="text-accent-strong underline underline-offset-4">order</Link>: your messages reach them first.
      </p>
    </div>
  );
}

function Card({ title, description, children, labelledBy }: { title: string; description?: ReactNode; children: ReactNode; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-[4px] border border-line bg-surface p-6 sm:p-8">
      <h2 id={labelledBy} className="font-display text-balance text-[26px] leading-tight text-ink">{title}</h2>
      {description ? <p className="mt-2 text-[14px] leading-relaxed text-ink-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** New-design access by auditFlag (spec §4). */
function AccessCard({ auditFlag, mayRequest, onRequest }: { auditFlag: number; mayRequest: boolean; onRequest: () => void }) {
  const tone =
    auditFlag === AUDIT_FLAG.approved
      ? 'border-emerald-700/20 bg-emerald-50/70'
      : auditFlag === AUDIT_FLAG.problem
        ? 'border-amber-700/25 bg-amber-50/70'
        : 'border-accent/30 bg-accent-soft/50';
  return (
    <section aria-labelledby="access-title" data-testid="access-status" data-audit-flag={auditFlag} className={`rounded-[4px] border p-6 sm:p-8 ${tone}`}>
      <p className="eyebrow">New designs</p>
      <h2 id="access-title" className="mt-2 font-display text-balance text-[26px] leading-tight text-ink">Access to new designs</h2>
      <div className="mt-3 text-[14px] leading-relaxed text-ink">
        {auditFlag === AUDIT_FLAG.received ? (
          <p>{UI_MSG.accessReceived}</p>
        ) : auditFlag === AUDIT_FLAG.problem ? (
          <p>{UI_MSG.accessProblem}</p>
        ) : auditFlag === AUDIT_FLAG.approved ? (
          <p className="inline-flex items-center gap-2">
            <CheckIcon size={18} className="text-emerald-700" />
            Approved for your company: new arrivals and their images are shown to you and your colleagues across the site.
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="max-w-xl text-ink-muted">
              New arrivals are shown to approved trade buyers. {mayRequest ? 'Complete your company information below' : 'An admin of your company completes the company information'} and we will reply within{' '}
              {UI_LIMITS.approvalReplyHours} hours.
            </p>
            {mayRequest ? (
              <button type="button" className="btn btn-primary" onClick={onRequest}>
                {UI_MSG.requestAccess}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}

/** Proof of address before the first access request: a mailed 6-digit code. */
function ConfirmEmailBox({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const id = useId();
  return (
    <div data-testid="confirm-email">
      <Card
        title="Confirm your email"
        labelledBy={`${id}-title`}
        description={<>Before we review an access request, please confirm that <strong className="text-ink">{email}</strong> is yours: we send it a 6-digit code.</>}
      >
        <EmailCodeConfirm email={email} onConfirmed={onConfirmed} />
      </Card>
    </div>
  );
}

function CompanyForm({
  info, countries, auditFlag, confirmed, onSaved,
}: {
  info: MemberInformation;
  countries: Country[] | null;
  auditFlag: number;
  confirmed: boolean;
  onSaved: (auditFlag: number) => void;
}) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register, handleSubmit, formState: { errors, isSubmitting },
  } = useForm<CompleteInformationInput>({
    resolver: zodResolver(completeInformationInputSchema),
    defaultValues: {
      company: info.company ?? '',
      country: info.country ?? '',
      contactName: info.contactName ?? '',
      phone: info.phone ?? '',
      website: info.website ?? '',
      businessType: info.businessType ?? '',
    },
  });
  const requesting = auditFlag !== AUDIT_FLAG.received && auditFlag !== AUDIT_FLAG.approved;
  // The company's information is shared by every colleague; only an admin changes it (the back-end says 20011 to others).
  const isAdmin = info.companyRole === 'admin';

  // Two actions: saving the company's details, and (while there is no access) asking for new designs with them.
  const [sending, setSending] = useState<'save' | 'request' | null>(null);
  const send = (requestAccess: boolean) => handleSubmit(async (values) => {
    setProblem(null);
    setSending(requestAccess ? 'request' : 'save');
    const result = await completeInformation({ ...values, requestAccess });
    setSending(null);
    if (!result.ok) {
      setProblem(errorMessage(result));
      return;
    }
    onSaved(result.data.auditFlag);
    // The header store holds the auditFlag that new-design pictures follow: '申请中...' from now on.
    void refreshHeader();
    notify(requestAccess && requesting ? 'Saved. Your request for new designs has been sent.' : 'Company information saved.', 1);
    router.refresh();
  });

  const idOf = (name: keyof CompleteInformationInput) => `${id}-${name}`;
  const described = (name: keyof CompleteInformationInput) => ({ id: idOf(name), invalid: Boolean(errors[name]) });

  return (
    <Card
      title="Company information"
      labelledBy={`${id}-title`}
      description={isAdmin
        ? 'Who we are quoting for, shared by every colleague of your company. We use it to review new-design access and to prepare quotations.'
        : 'Who we are quoting for, shared by every colleague of your company. Only an admin of your company can change it.'}
    >
      <form onSubmit={send(requesting)} noValidate data-testid="company-form">
        <fieldset disabled={!isAdmin} className="grid gap-x-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Company name" id={idOf('company')} error={errors.company?.message}>
            <Input {...register('company')} {...described('company')} autoComplete="organization" />
          </Field>
        </div>
        <Field label="Contact name" id={idOf('contactName')} error={errors.contactName?.message}>
          <Input {...register('contactName')} {...described('contactName')} autoComplete="name" />
        </Field>
        <Field label="Phone" id={idOf('phone')} error={errors.phone?.message}>
          <Input {...register('phone')} {...described('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Field label="Country" id={idOf('country')} error={errors.country?.message}>
          <CountrySelect countries={countries} field={register('country')} {...described('country')} />
        </Field>
        <Field label="Business type" id={idOf('businessType')} error={errors.businessType?.message} optional>
          <Select {...register('businessType')} {...described('businessType')}>
            <option value="">Choose one</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>{type}</option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Website or online shop" id={idOf('website')} error={errors.website?.message} optional>
            <Input {...register('website')} {...described('website')} type="url" inputMode="url" autoComplete="url" placeholder="https://" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Alert message={problem} />
          {confirmed || !isAdmin || !requesting ? null : <p className="mb-3 text-[13px] text-ink-muted" data-testid="confirm-to-request">Confirm your email above to request access to new designs.</p>}
          {isAdmin ? (
            <div className="flex flex-wrap gap-3">
              <button type="button" disabled={isSubmitting} aria-busy={sending === 'save' || undefined} className={`btn h-12 w-full disabled:opacity-60 sm:w-auto ${requesting ? 'btn-outline' : 'btn-primary'}`} onClick={() => void send(false)()} data-testid="company-save">
                {sending === 'save' ? <ButtonSpinner /> : null}
                Save company information
              </button>
              {requesting ? (
                <SubmitButton busy={sending === 'request'} disabled={!confirmed || isSubmitting} className="sm:w-auto" data-testid="company-request-access">
                  Save and request access
                </SubmitButton>
              ) : null}
            </div>
          ) : null}
        </div>
        </fieldset>
      </form>
    </Card>
  );
}

/** The password form's rules are the protocol's (spec §5), run through react-hook-form like every form. */
const passwordChangeSchema = z
  .object({ current: z.string(), password: z.string(), repeat: z.string() })
  .superRefine((values, context) => {
    const current = validatePassword(values.current);
    if (current) context.addIssue({ code: 'custom', path: ['current'], message: current });
    addPasswordPairIssues(values, context);
  });
type PasswordChange = z.infer<typeof passwordChangeSchema>;

function PasswordForm({ email }: { email: string }) {
  const id = useId();
  const { control, handleSubmit, reset, formState: { isSubmitting } } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current: '', password: '', repeat: '' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await changePassword(email, values.current, values.password);
    if (!result.ok) {
      notify(errorMessage(result), 2);
      return;
    }
    reset();
    notify('Your password has been changed. Other devices have been signed out.', 1);
  });

  return (
    <Card title="Password" labelledBy={`${id}-title`} description="Change the password you sign in with. Other devices will be signed out.">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <PasswordInput control={control} name="current" label="Current password" inputName="current-password" autoComplete="current-password" />
        <PasswordInput control={control} name="password" label="New password" inputName="new-password" autoComplete="new-password" />
        <PasswordInput control={control} name="repeat" label="Re-enter new password" inputName="new-password-repeat" autoComplete="new-password" />
        <SubmitButton busy={isSubmitting} className="sm:w-auto">
          <LockIcon size={16} />
          Change password
        </SubmitButton>
      </form>
    </Card>
  );
}
