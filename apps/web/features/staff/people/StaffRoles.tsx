'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import {
  errorMessage, STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, STAFF_ROLES, staffRolesAllow, type StaffRole, type StaffTeamMember,
} from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert, Field, Select } from '@/ui/form';
import { assignAccountManager, setStaffRoles } from './api';

/** A staff member's roles in words ("Sales, Finance"). */
export const rolesText = (roles: readonly StaffRole[]) => roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ') || 'No role';

/**
 * A staff member's roles (issue 53): every role with what it is for; an administrator ticks and saves them
 * (staff/setStaffRoles.do, in the audit trail), anyone else reads them.
 */
export function StaffRolesPanel({ memberId, email, roles, editable }: { memberId: string; email: string; roles: StaffRole[]; editable: boolean }) {
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState<StaffRole[]>(roles);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = chosen.length !== roles.length || chosen.some((r) => !roles.includes(r));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    const result = await setStaffRoles({ memberId, roles: chosen });
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    notify(`${email}: ${rolesText(result.data.staffRoles)}.`);
    router.refresh();
  }

  return (
    <ConsolePanel title="Staff roles" testId="staff-roles">
      {editable ? (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Alert message={problem} />
          <fieldset>
            <legend className="mb-2 text-[13px] text-ink-muted">What {email} may do in the console. A member may hold several roles.</legend>
            <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {STAFF_ROLES.map((role) => (
                <li key={role} className="flex min-h-11 items-start gap-2 rounded-[3px] border border-line px-3 py-2">
                  <input
                    id={`${id}-${role}`}
                    type="checkbox"
                    name="roles"
                    value={role}
                    checked={chosen.includes(role)}
                    onChange={(e) => setChosen((now) => (e.target.checked ? [...now, role] : now.filter((r) => r !== role)))}
                    aria-describedby={`${id}-${role}-hint`}
                    className="mt-1 h-4 w-4 shrink-0 accent-accent"
                    data-testid={`staff-role-${role}`}
                  />
                  <span className="min-w-0">
                    <label htmlFor={`${id}-${role}`} className="block cursor-pointer text-[14px] font-medium text-ink">
                      {STAFF_ROLE_LABELS[role]} <span className="sr-only">role</span>
                    </label>
                    <span id={`${id}-${role}-hint`} className="block text-[12px] text-ink-muted">{STAFF_ROLE_HINTS[role]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" disabled={busy || !changed || !chosen.length} className="btn btn-primary mt-3 h-10 px-4 text-[13px] disabled:opacity-60" data-testid="save-staff-roles">
            Save roles
          </button>
        </form>
      ) : (
        <p className="text-[14px] text-ink" data-testid="staff-roles-state">{rolesText(roles)}</p>
      )}
    </ConsolePanel>
  );
}

/**
 * A company's account manager (issue 53): named for everyone on the desk; a sales manager (or administrator)
 * chooses one of the sales people (staff/assignAccountManager.do, in the audit trail).
 */
export function AccountManagerPanel({
  companyId, name, manager, team, mayAssign,
}: { companyId: string; name: string; manager: StaffTeamMember | null; team: StaffTeamMember[]; mayAssign: boolean }) {
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState(manager?.memId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sellers = team.filter((m) => !m.disabled && staffRolesAllow(m.staffRoles, ['sales']));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    const result = await assignAccountManager({ companyId, managerId: chosen || null });
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    const now = result.data.accountManager;
    notify(now ? `${name}: ${now.nick || now.email} is the account manager.` : `${name} has no account manager.`);
    router.refresh();
  }

  return (
    <ConsolePanel title="Account manager" testId="account-manager">
      <p className="mb-3 text-[14px] text-ink" data-testid="account-manager-state">
        {manager ? `${manager.nick || manager.email} (${manager.email}) looks after ${name}: new inquiries and messages mail them first.` : `No account manager: the whole desk looks after ${name}.`}
      </p>
      {mayAssign ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-x-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
          <Alert message={problem} />
          <Field label="Sales person" id={`${id}-manager`}>
            <Select id={`${id}-manager`} name="managerId" value={chosen} className="!h-10 !text-[14px]" onChange={(e) => setChosen(e.target.value)}>
              <option value="">No account manager</option>
              {sellers.map((m) => <option key={m.memId} value={m.memId}>{m.nick || m.email} · {rolesText(m.staffRoles)}</option>)}
            </Select>
          </Field>
          <button type="submit" disabled={busy || chosen === (manager?.memId ?? '')} className="btn btn-primary mb-4 h-10 px-4 text-[13px] disabled:opacity-60" data-testid="save-account-manager">
            Assign
          </button>
        </form>
      ) : null}
    </ConsolePanel>
  );
}
