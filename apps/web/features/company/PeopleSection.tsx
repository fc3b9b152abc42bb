'use client';
import { useId, useState } from 'react';
import { errorMessage, type Colleague, type CompanyRole } from '@sw/protocol';
import { confirm } from '@/ui/confirm';
import { Alert, Select } from '@/ui/form';
import { dateText } from '@/lib/format';
import { notify } from '@/lib/toast';
import { changeRole, removeColleague } from './api';
import { ROLE_HINTS, ROLE_OPTIONS, roleLabel, sectionClass } from './roles';

/** The company's people with their roles; an admin changes a role or removes a colleague (after a confirm). */
export function PeopleSection({ people, isAdmin, onChanged }: { people: Colleague[]; isAdmin: boolean; onChanged: () => Promise<void> }) {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The only admin cannot leave (the back-end refuses it too): no button to press in vain.
  const soleAdmin = people.filter((person) => person.role === 'admin').length <= 1;

  const setRole = async (person: Colleague, role: CompanyRole) => {
    const yourself = person.isYou && role !== 'admin';
    const ok = await confirm({
      title: yourself ? 'Give up your admin role?' : `Make ${person.nick} ${roleLabel(role)}?`,
      message: yourself
        ? `You will be ${roleLabel(role)} and can no longer manage colleagues or the approval rule. ${ROLE_HINTS[role]}`
        : `${roleLabel(role)}: ${ROLE_HINTS[role]} The change applies to their next step.`,
      cancelText: 'Keep as it is',
      confirmText: `Make ${roleLabel(role)}`,
    });
    if (!ok) return;
    setBusy(person.memId);
    const result = await changeRole(person.memId, role);
    setBusy(null);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    notify(`${person.nick} is now ${roleLabel(role)}.`, 1);
    await onChanged();
  };

  const remove = async (person: Colleague) => {
    const ok = await confirm({
      title: person.isYou ? 'Leave the company?' : `Remove ${person.nick}?`,
      message: `${person.isYou ? 'You are' : `${person.nick} is`} signed out at once and no longer sees the company's records. Inquiries and orders placed so far stay with the company.`,
      cancelText: 'Cancel',
      confirmText: person.isYou ? 'Leave' : 'Remove',
    });
    if (!ok) return;
    setBusy(person.memId);
    const result = await removeColleague(person.memId);
    setBusy(null);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    notify(`${person.nick} was removed from the company.`, 1);
    await onChanged();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass} data-testid="company-people">
      <p className="eyebrow">People</p>
      <h2 id={`${id}-title`} className="mt-2 font-display text-[26px] leading-tight text-ink">Colleagues and roles</h2>
      <div className="mt-6">
        <Alert message={problem} testId="people-error" />
        <ul className="divide-y divide-line border-y border-line">
          {people.map((person) => (
            <li key={person.memId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="colleague">
              <div className="min-w-0">
                <p className="text-[15px] font-medium text-ink">
                  {person.nick}
                  {person.isYou ? <span className="ml-2 text-[12px] font-normal text-ink-muted">(you)</span> : null}
                </p>
                <p className="break-all text-[13px] text-ink-muted">{person.email}</p>
                <p className="text-[12px] text-ink-muted">Joined {dateText(person.joinedAt)}</p>
              </div>
              {isAdmin ? (
                <div className="flex items-center gap-3">
                  <label className="sr-only" htmlFor={`${id}-${person.memId}`}>Role of {person.nick}</label>
                  <Select
                    id={`${id}-${person.memId}`}
                    value={person.role}
                    disabled={busy !== null}
                    className="h-10 w-36 text-[14px]"
                    data-testid="colleague-role"
                    onChange={(event) => void setRole(person, event.target.value as CompanyRole)}
                  >
                    {ROLE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
                  </Select>
                  {person.isYou && person.role === 'admin' && soleAdmin ? null : (
                    <button type="button" className="btn btn-outline-danger min-h-10 text-[13px]" disabled={busy !== null} onClick={() => void remove(person)} data-testid="colleague-remove">
                      {person.isYou ? 'Leave' : 'Remove'}
                    </button>
                  )}
                </div>
              ) : (
                <span className="inline-flex w-fit items-center rounded-full border border-line px-3 py-1 text-[12px] text-ink" data-testid="colleague-role-text">
                  {roleLabel(person.role)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
