'use client';
import { useId, useState } from 'react';
import { errorMessage, type StaffCompanySummary } from '@sw/protocol';
import { Alert, Input } from '@/ui/form';
import { findCompanies } from '../api';

export interface PickedCompany {
  id: string;
  name: string;
}

export const companyLabel = (c: Pick<StaffCompanySummary, 'name' | 'admins'>) => c.name?.trim() || c.admins[0] || 'Company without a name';

/** Finds a company by name or an admin's email and hands the chosen one to `onPick`. */
export function CompanyPicker({ label, action, onPick, testId }: { label: string; action: string; onPick: (company: PickedCompany) => void; testId: string }) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<StaffCompanySummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div data-testid={testId}>
      <form
        role="search"
        aria-label={label}
        className="flex gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          setProblem(null);
          const result = await findCompanies(keyword.trim());
          if (!result.ok) return setProblem(errorMessage(result));
          setFound(result.data.list);
        }}
      >
        <label htmlFor={id} className="sr-only">{label}</label>
        <Input id={id} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={label} className="!h-9 !text-[14px]" data-testid="company-search" />
        <button type="submit" className="btn btn-outline h-9 min-h-9 shrink-0 px-3">Find</button>
      </form>
      <Alert message={problem} />
      {found ? (
        <ul className="mt-2 divide-y divide-line rounded-[3px] border border-line" aria-label="Companies found">
          {found.length === 0 ? <li className="px-3 py-2 text-[13px] text-ink-muted">No company matches.</li> : null}
          {found.map((c) => (
            <li key={c.companyId} className="flex items-center justify-between gap-3 px-3 py-2 text-[13px]">
              <span className="min-w-0 truncate"><span className="font-medium text-ink">{companyLabel(c)}</span> <span className="text-ink-muted">{c.admins[0] ?? ''}</span></span>
              <button type="button" className="btn btn-outline h-8 min-h-8 shrink-0 px-3 text-[12px]" data-testid="company-pick" onClick={() => { onPick({ id: c.companyId, name: companyLabel(c) }); setFound(null); }}>
                {action}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
