'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  API, AUDIT_FLAG, type CompleteInformationResult, type Country, displayNick, errorMessage, LIMITS, type MemberInformation, MSG,
  validatePassword, validatePasswordRepeat,
} from '@sw/protocol';
import { BUSINESS_TYPES, type CompleteInformationInput, completeInformationInputSchema } from '@sw/protocol/schemas/auth';
import { refreshHeader } from '@/features/header/headerStore';
import { call } from '@/lib/call';
import { notify } from '@/ui/toast/store';
import { changePassword, sendCodeMessage } from '../authApi';
import { CodeBoxes, emptyCode } from '../CodeBoxes';
import { FieldError, inputClass, labelClass, PasswordField, PrimaryButton } from '../fields';
import { CheckIcon, LockIcon } from '@/ui/icons';

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
      </section>

      <AccessCard
        auditFlag={auditFlag}
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

function Card({ title, description, children, labelledBy }: { title: string; description?: ReactNode; children: ReactNode; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-[4px] border border-line bg-surface p-6 sm:p-8">
      <h2 id={labelledBy} className="font-display text-balance text-[26px] leading-tight text-ink">{title}</h2>
      {description ? <p className="mt-2 text-[14px] leading-relaxed text-ink-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** New-design access by auditFlag (spec 4). */
function AccessCard({ auditFlag, onRequest }: { auditFlag: number; onRequest: () => void }) {
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
          <p>{MSG.accessReceived}</p>
        ) : auditFlag === AUDIT_FLAG.problem ? (
          <p>{MSG.accessProblem}</p>
        ) : auditFlag === AUDIT_FLAG.approved ? (
          <p className="inline-flex items-center gap-2">
            <CheckIcon size={18} className="text-emerald-700" />
            Approved: new arrivals and their images are shown to you across the site.
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="max-w-xl text-ink-muted">
              New arrivals are shown to approved trade buyers. Complete your company information below and we will reply within{' '}
              {LIMITS.approvalReplyHours} hours.
            </p>
            <button type="button" className="btn btn-primary" onClick={onRequest}>
              {MSG.requestAccess}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Proof of address before the first access request: a mailed 6-digit code, the same boxes and rules as the reset. */
function ConfirmEmailBox({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [digits, setDigits] = useState(emptyCode);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await call<boolean>(API.base.sendConfirmMail);
    setBusy(false);
    if (!result.ok) return notify(sendCodeMessage(result), 2);
    setSent(true);
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
    notify(`A code is on its way to ${email}.`, 1);
  };

  const confirm = async (veriCode: string) => {
    setBusy(true);
    const result = await call<boolean>(API.base.confirmEmail, { veriCode });
    setBusy(false);
    if (result.ok) {
      notify('Thank you: your email address is confirmed.', 1);
      return onConfirmed();
    }
    notify(errorMessage(result), 2);
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
  };

  return (
    <div data-testid="confirm-email">
      <Card
        title="Confirm your email"
        labelledBy={`${id}-title`}
        description={<>Before we review an access request, please confirm that <strong className="text-ink">{email}</strong> is yours: we send it a 6-digit code.</>}
      >
        {sent ? (
          <>
            <CodeBoxes key={attempt} digits={digits} onChange={setDigits} onComplete={confirm} disabled={busy} describedBy={`${id}-status`} />
            <p id={`${id}-status`} aria-live="polite" className="mt-3 text-[13px] text-ink-muted">
              {busy ? 'Checking the code…' : 'The code is checked as soon as all 6 digits are in. It is valid for 10 minutes.'}
            </p>
          </>
        ) : null}
        <button type="button" className={`btn ${sent ? 'btn-outline mt-5' : 'btn-primary'}`} onClick={send} disabled={busy}>
          {sent ? 'Send a new code' : 'Send code'}
        </button>
      </Card>
    </div>
  );
}

function Field({ label, error, children, id, optional }: { label: string; error?: string; children: ReactNode; id: string; optional?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="ml-1.5 normal-case tracking-normal text-ink-muted/70">(optional)</span> : null}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error ?? null} />
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

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await call<CompleteInformationResult>(API.base.completeInformation, values as Record<string, unknown>);
    if (!result.ok) {
      setProblem(errorMessage(result));
      return;
    }
    onSaved(result.data.auditFlag);
    // The header store holds the auditFlag that new-design pictures follow: '申请中...' from now on.
    void refreshHeader();
    notify(result.data.auditFlag === AUDIT_FLAG.received && requesting ? 'Saved. Your request for new designs has been sent.' : 'Company information saved.', 1);
    router.refresh();
  });

  const described = (name: keyof CompleteInformationInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
  });

  return (
    <Card
      title="Company information"
      labelledBy={`${id}-title`}
      description="Who we are quoting for. We use it to review new-design access and to prepare quotations."
    >
      <form onSubmit={onSubmit} noValidate data-testid="company-form" className="grid gap-x-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Company name" id={`${id}-company`} error={errors.company?.message}>
            <input {...register('company')} {...described('company')} autoComplete="organization" className={inputClass} />
          </Field>
        </div>
        <Field label="Contact name" id={`${id}-contactName`} error={errors.contactName?.message}>
          <input {...register('contactName')} {...described('contactName')} autoComplete="name" className={inputClass} />
        </Field>
        <Field label="Phone" id={`${id}-phone`} error={errors.phone?.message}>
          <input {...register('phone')} {...described('phone')} type="tel" autoComplete="tel" className={inputClass} />
        </Field>
        <Field label="Country" id={`${id}-country`} error={errors.country?.message}>
          {countries && countries.length > 0 ? (
            <select {...register('country')} {...described('country')} autoComplete="country" className={`${inputClass} appearance-auto`}>
              <option value="">Choose a country</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>{country.name}</option>
              ))}
            </select>
          ) : (
            <input
              {...register('country')}
              {...described('country')}
              autoComplete="country"
              maxLength={2}
              placeholder="Two-letter code, e.g. US"
              className={`${inputClass} uppercase`}
            />
          )}
        </Field>
        <Field label="Business type" id={`${id}-businessType`} error={errors.businessType?.message} optional>
          <select {...register('businessType')} {...described('businessType')} className={`${inputClass} appearance-auto`}>
            <option value="">Choose one</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>{type}</option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Website or online shop" id={`${id}-website`} error={errors.website?.message} optional>
            <input {...register('website')} {...described('website')} type="url" inputMode="url" autoComplete="url" placeholder="https://" className={inputClass} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <div role="alert" aria-live="assertive">
            {problem ? <p className="mb-4 rounded-[3px] border border-red-800/20 bg-red-50 px-3.5 py-3 text-[13px] text-red-900">{problem}</p> : null}
          </div>
          {confirmed ? null : <p className="mb-3 text-[13px] text-ink-muted">Confirm your email above to send this form.</p>}
          <PrimaryButton busy={isSubmitting} disabled={!confirmed} className="sm:w-auto">
            {requesting ? 'Save and request access' : 'Save company information'}
          </PrimaryButton>
        </div>
      </form>
    </Card>
  );
}

function PasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string | null; next?: string | null; repeat?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: validatePassword(current),
      next: validatePassword(next),
      repeat: validatePasswordRepeat(next, repeat),
    };
    setErrors(found);
    if (found.current || found.next || found.repeat) return;
    setBusy(true);
    const result = await changePassword(email, current, next);
    setBusy(false);
    if (!result.ok) {
      notify(errorMessage(result), 2);
      return;
    }
    setCurrent('');
    setNext('');
    setRepeat('');
    notify('Your password has been changed. Other devices have been signed out.', 1);
  };

  return (
    <Card title="Password" labelledBy={`${id}-title`} description="Change the password you sign in with. Other devices will be signed out.">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <PasswordField label="Current password" name="current-password" value={current} onChange={setCurrent} error={errors.current ?? null} autoComplete="current-password" />
        <PasswordField label="New password" name="new-password" value={next} onChange={setNext} error={errors.next ?? null} autoComplete="new-password" />
        <PasswordField label="Re-enter new password" name="new-password-repeat" value={repeat} onChange={setRepeat} error={errors.repeat ?? null} autoComplete="new-password" />
        <PrimaryButton busy={busy} className="sm:w-auto">
          <LockIcon size={16} />
          Change password
        </PrimaryButton>
      </form>
    </Card>
  );
}
