'use client';
import Link from 'next/link';
import { useState } from 'react';
import { errorMessage, type PriceListView } from '@sw/protocol';
import { staffCompanyHref, staffPriceCalculationHref } from '@/lib/links';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert } from '@/ui/form';
import { assignPriceList } from '../api';
import { CompanyPicker } from './CompanyPicker';

/** The companies a list is assigned to; a sales manager adds and removes them (a company pays in one currency: refused otherwise). */
export function AssignedCompanies({ list, mayChange, onChanged }: { list: PriceListView; mayChange: boolean; onChanged: (list: PriceListView) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  async function assign(companyIds: string[], done: string) {
    setProblem(null);
    const result = await assignPriceList(list.id, companyIds);
    if (!result.ok) return setProblem(errorMessage(result));
    notify(done);
    onChanged(result.data);
  }
  const ids = list.companyList.map((c) => c.id);
  return (
    <ConsolePanel title={`Companies (${list.companyList.length})`} testId="assigned-companies">
      <Alert message={problem} />
      {list.companyList.length === 0 ? <p className="mb-3 text-[13px] text-ink-muted">Not assigned yet: no company pays these prices.</p> : (
        <ul className="mb-3 divide-y divide-line text-[13px]">
          {list.companyList.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="assigned-company">
              <Link href={staffCompanyHref(c.id)} className="font-medium text-accent-strong underline-offset-4 hover:underline">{c.name}</Link>
              <span className="flex gap-2">
                <Link href={staffPriceCalculationHref(c.id)} className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" aria-label={`Prices of ${c.name}`}>Prices</Link>
                {mayChange ? <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" aria-label={`Unassign ${c.name}`} onClick={() => void assign(ids.filter((id) => id !== c.id), `${c.name} no longer has ${list.name}.`)}>Unassign</button> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {mayChange ? (
        <CompanyPicker label="Find a company to assign" action="Assign" testId="assign-company"
          onPick={(c) => void (ids.includes(c.id) ? setProblem(`${c.name} has this list already.`) : assign([...ids, c.id], `${list.name} assigned to ${c.name}.`))} />
      ) : null}
    </ConsolePanel>
  );
}
