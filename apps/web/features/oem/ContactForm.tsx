'use client';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { type Country, errorCode, errorMessage, isValidEmail, MSG, RES } from '@sw/protocol';
import { addContactSchema, CONTACT_MESSAGE } from '@sw/protocol/schemas/catalog';
import { CheckIcon, ChevronDown } from '@/ui/icons';
import { sendContact } from './api';

type Field = 'name' | 'email' | 'company' | 'phone' | 'country' | 'message';
type Errors = Partial<Record<Field, string>>;

export const PROJECT_TYPES = [
  'Logo on catalogue designs',
  'Modify one of your designs (ODM)',
  'Make my own design (OEM)',
  'Custom packaging',
  'Not sure yet',
] as const;

export const QUANTITIES = ['100–299 pcs', '300–999 pcs', '1,000–4,999 pcs', '5,000 pcs and more'] as const;

interface Values {
  name: string;
  email: string;
  company: string;
  phone: string;
  country: string;
  message: string;
  project: string;
  quantity: string;
}

const EMPTY: Values = { name: '', email: '', company: '', phone: '', country: '', message: '', project: '', quantity: '' };

/** The project type and quantity lead the message, so the lead reads well in the staff console. */
export function composeMessage(values: Pick<Values, 'message' | 'project' | 'quantity'>): string {
  const head = [
    values.project ? `Project: ${values.project}` : '',
    values.quantity ? `Quantity per design: ${values.quantity}` : '',
  ].filter(Boolean);
  return head.length ? `${head.join('\n')}\n\n${values.message.trim()}` : values.message.trim();
}

/** Field errors with the same rules as the back-end (the shared addContact schema). */
export function validateContact(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!isValidEmail(values.email.trim())) errors.email = MSG.invalidEmail;
  if (values.message.trim().length < CONTACT_MESSAGE.min) {
    errors.message = `Please write at least ${CONTACT_MESSAGE.min} characters in your message.`;
  }
  const parsed = addContactSchema.safeParse({
    name: values.name,
    email: values.email,
    company: values.company,
    phone: values.phone,
    country: values.country,
    message: composeMessage(values),
    source: 'oem-odm',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in EMPTY && !errors[field as Field]) errors[field as Field] = issue.message;
    }
  }
  return errors;
}

const ORDER: Field[] = ['name', 'email', 'company', 'phone', 'country', 'message'];

const selectClass = (invalid: boolean) => `${inputClass(invalid)} appearance-none pr-10`;

/** A native select with the form's own chevron. */
function Select(props: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select {...props} />
      <ChevronDown strokeWidth={2} className="pointer-events-none absolute top-1/2 right-3.5 mt-[3px] size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}

const inputClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-md border bg-surface px-3.5 py-2.5 text-sm text-ink outline-none transition placeholder:text-ink-muted/60 focus:ring-2 ${invalid ? 'border-red-600 focus:ring-red-600/20' : 'border-line focus:border-ink focus:ring-ink/10'}`;

/** The OEM/ODM contact form: validated in the browser, stored as a lead through addContact.do. */
export function ContactForm({ countries, supportEmail }: { countries: readonly Country[]; supportEmail: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string; reference?: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = ORDER.find((f) => found[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(firstInvalid))}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await sendContact({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim() || undefined,
        phone: values.phone.trim() || undefined,
        country: values.country || undefined,
        message: composeMessage(values),
        source: 'oem-odm',
      });
      if (result.ok) {
        setSent({ name: values.name.trim(), email: values.email.trim(), reference: result.data?.contactId });
        setValues(EMPTY);
        return;
      }
      const code = errorCode(result);
      if (code === undefined) {
        setServerError(`We could not reach our server (${errorMessage(result)}). Please check your connection and try again, or write to ${supportEmail}.`);
      } else if (code === RES.RATE_LIMITED) {
        setServerError(`${errorMessage(result)} You can also write to ${supportEmail}.`);
      } else {
        setServerError(errorMessage(result) || `Your message could not be sent. Please try again or write to ${supportEmail}.`);
      }
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start rounded-md border border-line bg-surface p-8 sm:p-10" data-testid="contact-success">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
          <CheckIcon strokeWidth={2} className="size-6" />
        </span>
        <h3 className="mt-5 font-display text-3xl text-ink">Thank you, {sent.name}!</h3>
        <p className="mt-3 max-w-lg text-[15px] leading-relaxed text-ink-muted">
          Your message has reached our OEM/ODM team{sent.reference ? ` (reference #${sent.reference})` : ''}. An account manager will
          reply to <strong className="font-medium text-ink">{sent.email}</strong> within one working day.
        </p>
        <button
          type="button"
          onClick={() => setSent(null)}
          className="btn btn-outline mt-7"
        >
          Send another message
        </button>
      </div>
    );
  }

  const error = (field: Field) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className="mt-1.5 text-xs text-red-700" data-error-for={field}>
        {errors[field]}
      </p>
    ) : null;
  const aria = (field: Field) => ({
    id: id(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? id(`${field}-error`) : undefined,
  });
  const messageLength = composeMessage(values).length;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="rounded-md border border-line bg-surface p-6 sm:p-8" data-testid="contact-form" aria-label="OEM/ODM inquiry">
      {serverError && (
        <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="contact-server-error">
          {serverError}
        </div>
      )}

      <fieldset>
        <legend className="text-sm font-semibold text-ink">What do you need?</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {PROJECT_TYPES.map((type) => {
            const on = values.project === type;
            return (
              <label
                key={type}
                className={`cursor-pointer rounded-[var(--radius)] border px-3.5 py-1.5 text-xs font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${on ? 'border-ink bg-ink text-surface' : 'border-line text-ink hover:border-ink'}`}
              >
                <input type="radio" name="project" value={type} checked={on} onChange={set('project')} className="sr-only" />
                {type}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={id('name')} className="text-sm font-medium text-ink">
            Your name <span className="text-accent" aria-hidden="true">*</span>
          </label>
          <input {...aria('name')} name="name" autoComplete="name" required maxLength={100} value={values.name} onChange={set('name')} className={inputClass(!!errors.name)} />
          {error('name')}
        </div>
        <div>
          <label htmlFor={id('email')} className="text-sm font-medium text-ink">
            Business email <span className="text-accent" aria-hidden="true">*</span>
          </label>
          <input
            {...aria('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            onChange={set('email')}
            onBlur={() => {
              if (values.email.trim() && !isValidEmail(values.email.trim())) setErrors((e) => ({ ...e, email: MSG.invalidEmail }));
            }}
            className={inputClass(!!errors.email)}
          />
          {error('email')}
        </div>
        <div>
          <label htmlFor={id('company')} className="text-sm font-medium text-ink">Company</label>
          <input {...aria('company')} name="company" autoComplete="organization" maxLength={200} value={values.company} onChange={set('company')} className={inputClass(!!errors.company)} />
          {error('company')}
        </div>
        <div>
          <label htmlFor={id('phone')} className="text-sm font-medium text-ink">Phone / WhatsApp</label>
          <input {...aria('phone')} name="phone" type="tel" autoComplete="tel" maxLength={40} value={values.phone} onChange={set('phone')} className={inputClass(!!errors.phone)} />
          {error('phone')}
        </div>
        <div>
          <label htmlFor={id('country')} className="text-sm font-medium text-ink">Country / region</label>
          {countries.length > 0 ? (
            <Select {...aria('country')} name="country" autoComplete="country-name" value={values.country} onChange={set('country')} className={selectClass(!!errors.country)}>
              <option value="">Select…</option>
              {countries.map((c) => (
                <option key={c.code} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          ) : (
            <input {...aria('country')} name="country" autoComplete="country-name" maxLength={80} value={values.country} onChange={set('country')} className={inputClass(!!errors.country)} />
          )}
          {error('country')}
        </div>
        <div>
          <label htmlFor={id('quantity')} className="text-sm font-medium text-ink">Quantity per design</label>
          <Select id={id('quantity')} name="quantity" value={values.quantity} onChange={set('quantity')} className={selectClass(false)}>
            <option value="">Select…</option>
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </Select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={id('message')} className="text-sm font-medium text-ink">
            Tell us about your project <span className="text-accent" aria-hidden="true">*</span>
          </label>
          <textarea
            {...aria('message')}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={set('message')}
            placeholder="Products, materials and plating, logo or design details, target price, packaging, delivery date…"
            className={`${inputClass(!!errors.message)} resize-y`}
          />
          <div className="flex items-start justify-between gap-4">
            {error('message') ?? <span />}
            <span className={`mt-1.5 shrink-0 text-xs tabular-nums ${messageLength > CONTACT_MESSAGE.max ? 'text-red-700' : 'text-ink-muted'}`}>
              {messageLength.toLocaleString('en-US')} / {CONTACT_MESSAGE.max.toLocaleString('en-US')}
            </span>
          </div>
        </div>
      </div>

      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-ink-muted">
          We use your details only to answer this inquiry. See our{' '}
          <a href="/about/privacyPolicy" className="underline underline-offset-2 hover:text-ink">Privacy Policy</a>.
        </p>
        <button
          type="submit"
          disabled={sending}
          className="btn btn-primary shrink-0 disabled:opacity-60"
        >
          {sending ? 'Sending…' : 'Send inquiry'}
        </button>
      </div>
    </form>
  );
}
