'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import {
  errorMessage, isValidEmail, MSG, STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, validatePassword, validatePasswordRepeat,
} from '@sw/protocol';
import { notify } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, Input, PasswordField, Select } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { addStaff } from './api';

/**
 * 'Add staff account': the address and a first password (the sign-in dialog's rules), sent hashed as the sign-in
 * dialog sends it. The new colleague signs in with them and can change the password on My Account.
 */
export function AddStaff() {
  const router = useRouter();
  const emailId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null; repeat?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Least privilege: a new colleague starts with one role; more are ticked on their member page.
  const [role, setRole] = useState<StaffRole>('sales');
  const roleId = useId();

  async function submit() {
    const next = {
      email: isValidEmail(email.trim()) ? null : MSG.invalidEmail,
      password: validatePassword(password),
      repeat: validatePasswordRepeat(password, repeat),
    };
    setErrors(next);
    if (next.email || next.password || next.repeat) return;
    setBusy(true);
    setFailure(null);
    const result = await addStaff(email, password, [role]);
    setBusy(false);
    if (!result.ok) return setFailure(errorMessage(result));
    setOpen(false);
    setEmail('');
    setPassword('');
    setRepeat('');
    notify(`Staff account ${result.data.email} added. Give the password to your colleague in person.`);
    router.refresh();
  }

  return (
    <>
      <button type="button" className="btn btn-outline h-10 min-h-10 px-4" data-testid="add-staff" onClick={() => setOpen(true)}>
        Add staff account
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add a staff account" size="md" description="A colleague of the sales team: they can use this console once signed in.">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label="Email" id={emailId} error={errors.email} required>
            <Input id={emailId} type="email" autoComplete="off" value={email} invalid={Boolean(errors.email)} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <PasswordField label="First password" name="new-staff-password" value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
          <PasswordField label="Repeat the password" name="new-staff-repeat" value={repeat} onChange={setRepeat} error={errors.repeat} autoComplete="new-password" />
          <Field label="Role" id={roleId}>
            <Select id={roleId} name="role" value={role} aria-describedby={`${roleId}-hint`} onChange={(event) => setRole(event.target.value as StaffRole)} data-testid="add-staff-role">
              {STAFF_ROLES.map((r) => <option key={r} value={r}>{STAFF_ROLE_LABELS[r]}</option>)}
            </Select>
            <p id={`${roleId}-hint`} className="mt-1 text-[12px] text-ink-muted">{STAFF_ROLE_HINTS[role]}</p>
          </Field>
          <Alert message={failure} testId="add-staff-error" />
          <div className="mt-2 flex justify-end gap-3">
            <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" disabled={busy} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="add-staff-confirm">
              {busy ? <ButtonSpinner /> : null}
              Add staff account
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
