'use client';
import { useId, useState } from 'react';
import { type Resolver, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import {
  type Country, errorCode, errorMessage, isValidEmail, MSG, RES,
} from '@sw/protocol';
import { addContactSchema, CONTACT_MESSAGE } from '@sw/protocol/schemas/catalog';
import { Alert, Field, Input, Select, SubmitButton, TextArea } from '@/ui/form';
import { CheckIcon } from '@/ui/icons';
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

/** validateContact as react-hook-form's resolver: the same messages in the browser and on the back-end. */
const contactResolver: Resolver<Values> = async (values) => {
  const errors = validateContact(values);
  const found = Object.entries(errors).filter(([, message]) => message);
  if (found.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(found.map(([field, message]) => [field, { type: 'validate', message }])) };
};

/** The thanks once the message is sent, with its reference and a way to send another. */
function ContactSent({ sent, onAgain }: { sent: { name: string; email: string; reference?: string }; onAgain: () => void }) {
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
        onClick={onAgain}
        className="btn btn-outline mt-7"
      >
        Send another message
      </button>
    </div>
  );
}

/** What the buyer needs, as a row of choices (a radio group). */
function ProjectTypes({ project, register }: { project: string; register: UseFormRegister<Values> }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">What do you need?</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {PROJECT_TYPES.map((type) => {
          const on = project === type;
          return (
            <label
              key={type}
              className={`cursor-pointer rounded-[var(--radius)] border px-3.5 py-1.5 text-xs font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${on ? 'border-ink bg-ink text-surface' : 'border-line text-ink hover:border-ink'}`}
            >
              <input type="radio" value={type} {...register('project')} className="sr-only" />
              {type}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The OEM/ODM contact form: validated in the browser, stored as a lead through addContact.do. */
export function ContactForm({ countries, supportEmail }: { countries: readonly Country[]; supportEmail: string }) {
  const {
    control, register, handleSubmit, reset, setError, formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: contactResolver, defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string; reference?: string } | null>(null);
  const [message, project, quantity] = useWatch({ control, name: ['message', 'project', 'quantity'] });
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
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
      reset(EMPTY);
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
  });

  if (sent) return <ContactSent sent={sent} onAgain={() => setSent(null)} />;

  const described = (field: Field) => ({ id: id(field), invalid: Boolean(errors[field]) });
  const messageLength = composeMessage({ message, project, quantity }).length;

  return (
    <form onSubmit={submit} noValidate className="rounded-md border border-line bg-surface p-6 sm:p-8" data-testid="contact-form" aria-label="OEM/ODM inquiry">
      <Alert message={serverError} testId="contact-server-error" />

      <ProjectTypes project={project} register={register} />

      <div className="mt-6 grid gap-x-5 sm:grid-cols-2">
        <Field label="Your name" id={id('name')} error={errors.name?.message} required>
          <Input {...described('name')} {...register('name')} autoComplete="name" required maxLength={100} />
        </Field>
        <Field label="Business email" id={id('email')} error={errors.email?.message} required>
          <Input
            {...described('email')}
            {...register('email', {
              onBlur: (event: { target: { value: string } }) => {
                const email = event.target.value.trim();
                if (email && !isValidEmail(email)) setError('email', { type: 'validate', message: MSG.invalidEmail });
              },
            })}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
        </Field>
        <Field label="Company" id={id('company')} error={errors.company?.message}>
          <Input {...described('company')} {...register('company')} autoComplete="organization" maxLength={200} />
        </Field>
        <Field label="Phone / WhatsApp" id={id('phone')} error={errors.phone?.message}>
          <Input {...described('phone')} {...register('phone')} type="tel" autoComplete="tel" maxLength={40} />
        </Field>
        <Field label="Country / region" id={id('country')} error={errors.country?.message}>
          {countries.length > 0 ? (
            <Select {...described('country')} {...register('country')} autoComplete="country-name">
              <option value="">Select…</option>
              {countries.map((c) => (
                <option key={c.code} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          ) : (
            <Input {...described('country')} {...register('country')} autoComplete="country-name" maxLength={80} />
          )}
        </Field>
        <Field label="Quantity per design" id={id('quantity')}>
          <Select id={id('quantity')} {...register('quantity')}>
            <option value="">Select…</option>
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Tell us about your project" id={id('message')} error={errors.message?.message} required>
            <TextArea
              {...described('message')}
              {...register('message')}
              required
              rows={6}
              placeholder="Products, materials and plating, logo or design details, target price, packaging, delivery date…"
            />
          </Field>
          <p className={`-mt-7 text-right text-xs tabular-nums ${messageLength > CONTACT_MESSAGE.max ? 'text-red-700' : 'text-ink-muted'}`}>
            {messageLength.toLocaleString('en-US')} / {CONTACT_MESSAGE.max.toLocaleString('en-US')}
          </p>
        </div>
      </div>

      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-ink-muted">
          We use your details only to answer this inquiry. See our{' '}
          <a href="/about/privacyPolicy" className="underline underline-offset-2 hover:text-ink">Privacy Policy</a>.
        </p>
        <SubmitButton busy={isSubmitting} className="shrink-0 sm:w-auto">
          Send inquiry
        </SubmitButton>
      </div>
    </form>
  );
}
