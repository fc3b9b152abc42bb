'use client';
import { useId, useState } from 'react';
import { errorMessage, type PriceCalculation } from '@sw/protocol';
import { Alert, Field, Input } from '@/ui/form';
import { loadPriceCalculation } from '../api';
import { CalculationResult } from './CalculationResult';
import { CompanyPicker, type PickedCompany } from './CompanyPicker';

const codesOf = (text: string) => [...new Set(text.split(/[\s,;]+/).map((c) => c.trim()).filter(Boolean))];

/**
 * Asks which price a company pays for goods on a day, and how it was found: the editor's "this company sees"
 * preview and the price calculation details screen. `company` starts it on a company (from its link).
 */
export function PriceAsk({ company: initial, codes: initialCodes = '' }: { company?: PickedCompany | null; codes?: string }) {
  const id = useId();
  const [company, setCompany] = useState<PickedCompany | null>(initial ?? null);
  const [codes, setCodes] = useState(initialCodes);
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<PriceCalculation | null>(null);
  return (
    <div className="space-y-3" data-testid="price-ask">
      {company ? (
        <p className="text-[13px] text-ink">
          Company: <strong className="font-medium" data-testid="asked-company">{company.name}</strong>{' '}
          <button type="button" className="ml-2 text-[12px] text-accent-strong underline underline-offset-4" onClick={() => { setCompany(null); setResult(null); }}>Choose another</button>
        </p>
      ) : <CompanyPicker label="Find the company" action="Choose" onPick={setCompany} testId="ask-company" />}
      <form
        noValidate
        className="grid gap-x-3 sm:grid-cols-[minmax(0,1fr)_170px_auto] sm:items-end"
        onSubmit={async (event) => {
          event.preventDefault();
          setProblem(null);
          if (!company) return setProblem('Please choose the company first.');
          const answer = await loadPriceCalculation({ companyId: company.id, codes: codesOf(codes), ...(day ? { day } : {}) });
          if (!answer.ok) return setProblem(errorMessage(answer));
          setResult(answer.data);
        }}
      >
        <Field label="Goods or item codes" id={`${id}-codes`}><Input id={`${id}-codes`} value={codes} onChange={(e) => setCodes(e.target.value)} placeholder="SWR-1001, SWR-1002-7" className="!h-9 !text-[14px]" data-testid="ask-codes" /></Field>
        <Field label="Day" id={`${id}-day`} optional><Input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} className="!h-9 !text-[14px]" /></Field>
        <div className="mb-4"><button type="submit" className="btn btn-primary h-9 min-h-9 px-4" data-testid="ask-prices">Show prices</button></div>
      </form>
      <Alert message={problem} />
      {result ? <CalculationResult result={result} /> : null}
    </div>
  );
}
