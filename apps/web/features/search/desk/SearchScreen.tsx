'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { SEARCH_LIMITS, errorMessage, type SearchMiss, type SearchMissWeek, type SearchSynonym, type SearchSynonymList } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { goodsListHref } from '@/lib/links';
import { notify } from '@/lib/toast';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { Alert, Field, Input } from '@/ui/form';
import { removeRecord } from '@/ui/recordActions';
import { addSynonym, removeSynonym } from './api';

const DENSE = '!h-9 !text-[14px]';

/** The add form; `term` may be filled from a missed search ("Add as synonym"). */
function SynonymForm({ term, onTerm }: { term: string; onTerm: (term: string) => void }) {
  const router = useRouter();
  const id = useId();
  const [synonym, setSynonym] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      data-testid="synonym-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setProblem(null);
        const result = await addSynonym(term, synonym);
        setBusy(false);
        if (!result.ok) {
          setProblem(errorMessage(result));
          return;
        }
        notify(`${result.data.term} ↔ ${result.data.synonym} added.`);
        onTerm('');
        setSynonym('');
        router.refresh();
      }}
    >
      <Alert message={problem} />
      <div className="grid gap-x-3 sm:grid-cols-[1fr_auto_1fr_auto] sm:items-end">
        <Field label="Term" id={`${id}-term`} required>
          <Input id={`${id}-term`} name="term" value={term} maxLength={SEARCH_LIMITS.maxTerm} onChange={(event) => onTerm(event.target.value)} className={DENSE} placeholder="huggie" />
        </Field>
        <span className="mb-5 hidden text-lg text-ink-muted sm:block" aria-hidden="true">↔</span>
        <Field label="Synonym" id={`${id}-synonym`} required>
          <Input id={`${id}-synonym`} name="synonym" value={synonym} maxLength={SEARCH_LIMITS.maxTerm} onChange={(event) => setSynonym(event.target.value)} className={DENSE} placeholder="hoop" />
        </Field>
        <button type="submit" className="btn btn-primary mb-4 h-9 min-h-9 px-4" disabled={busy}>Add pair</button>
      </div>
      <p className="text-[12px] text-ink-muted">
        Applied both ways and through groups: PVD ↔ IP and IP ↔ plated make PVD find plated goods too. A pair whose terms already find each other is refused.
      </p>
    </form>
  );
}

function synonymColumns(remove: (pair: SearchSynonym) => void): ConsoleColumn<SearchSynonym>[] {
  return [
    { key: 'term', head: 'Term', cell: (pair) => <span className="font-medium text-ink">{pair.term}</span> },
    { key: 'synonym', head: 'Synonym', cell: (pair) => <span className="font-medium text-ink">{pair.synonym}</span> },
    { key: 'added', head: 'Added', cell: (pair) => dateTimeText(pair.createdAt), className: 'text-ink-muted whitespace-nowrap' },
    {
      key: 'actions', head: <span className="sr-only">Actions</span>, right: true,
      cell: (pair) => <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => remove(pair)}>Remove</button>,
    },
  ];
}

function missColumns(addAsSynonym: (term: string) => void): ConsoleColumn<SearchMiss>[] {
  return [
    {
      key: 'term', head: 'Search',
      // No prefetch: rendering the storefront's results for a missed search would count it again.
      cell: (miss) => (
        <Link href={goodsListHref.keyWords(miss.term)} prefetch={false} target="_blank" className="text-ink [overflow-wrap:anywhere] underline-offset-2 hover:underline">
          {miss.term}
        </Link>
      ),
    },
    { key: 'count', head: 'Times', right: true, cell: (miss) => miss.count.toLocaleString('en-US'), className: 'tabular-nums', width: 'w-16' },
    {
      key: 'actions', head: <span className="sr-only">Actions</span>, right: true, width: 'w-[130px]',
      cell: (miss) => (
        <button type="button" className="btn btn-outline h-8 min-h-8 whitespace-nowrap px-3 text-[12px]" onClick={() => addAsSynonym(miss.term)}>
          Add as synonym
        </button>
      ),
    },
  ];
}

/** The console's search page: trade synonyms kept by staff, and the searches that found nothing, by week. */
export function SearchScreen({ synonyms, misses }: { synonyms: SearchSynonymList; misses: SearchMissWeek }) {
  const router = useRouter();
  const [term, setTerm] = useState('');
  const remove = (pair: SearchSynonym) =>
    removeRecord(`${pair.term} ↔ ${pair.synonym}`, 'Searches stop finding one by the other.', () => removeSynonym(pair.id), () => router.refresh());
  const addAsSynonym = (missed: string) => {
    setTerm(missed.slice(0, SEARCH_LIMITS.maxTerm));
    // The form's synonym field next: the term is filled in, the synonym is what staff know.
    const form = document.querySelector<HTMLFormElement>('[data-testid="synonym-form"]');
    form?.scrollIntoView({ block: 'center' });
    form?.querySelector<HTMLInputElement>('input[name="synonym"]')?.focus();
  };

  return (
    <div className="space-y-4">
      <ConsolePageHead title="Search" line={`${synonyms.list.length} synonym ${synonyms.list.length === 1 ? 'pair' : 'pairs'} in ${synonyms.groups.length} ${synonyms.groups.length === 1 ? 'group' : 'groups'}`} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          <ConsolePanel title="Add trade synonyms">
            <SynonymForm term={term} onTerm={setTerm} />
          </ConsolePanel>
          <ConsolePanel title="Synonyms" testId="synonyms">
            <ConsoleTable
              rows={synonyms.list}
              rowKey={(pair) => pair.id}
              rowProps={(pair) => ({ 'data-testid': 'synonym-row', 'data-pair': `${pair.term}|${pair.synonym}` })}
              columns={synonymColumns((pair) => void remove(pair))}
              minWidth="min-w-[520px]"
            />
            {synonyms.list.length === 0 ? <p className="py-6 text-center text-[13px] text-ink-muted">No synonyms yet.</p> : null}
            {synonyms.groups.length ? (
              <div className="mt-4 border-t border-line pt-3">
                <h3 className="text-[11px] uppercase tracking-[0.12em] text-ink-muted">Groups (each term finds all the others)</h3>
                <ul className="mt-2 flex flex-wrap gap-2" data-testid="synonym-groups">
                  {synonyms.groups.map((group) => (
                    <li key={group.join('|')} className="rounded-full border border-line px-3 py-1 text-[13px] text-ink">{group.join(' · ')}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </ConsolePanel>
        </div>

        <ConsolePanel
          title="Searches that found nothing"
          testId="search-misses"
          className="min-w-0"
          actions={
            <form action="/admin/search" className="flex items-center gap-2">
              <label htmlFor="misses-week" className="text-[12px] text-ink-muted">Week of</label>
              <select
                id="misses-week"
                name="week"
                defaultValue={misses.week}
                className="h-8 rounded-[3px] border border-line bg-surface px-2 text-[13px]"
                onChange={(event) => router.push(`/admin/search?week=${event.target.value}`)}
              >
                {misses.weeks.map((week) => <option key={week} value={week}>{week}</option>)}
              </select>
              <noscript><button type="submit" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]">Show</button></noscript>
            </form>
          }
        >
          <p className="mb-3 text-[12px] text-ink-muted">Counted per week without who searched: what buyers want and the catalogue lacks, or calls by another name.</p>
          <ConsoleTable
            rows={misses.list}
            rowKey={(miss) => miss.term}
            rowProps={() => ({ 'data-testid': 'miss-row' })}
            columns={missColumns(addAsSynonym)}
          />
          {misses.list.length === 0 ? <p className="py-6 text-center text-[13px] text-ink-muted">No missed searches this week.</p> : null}
          {misses.list.length ? <p className="mt-2 text-[12px] text-ink-muted">Last missed {dateTimeText(misses.list[0]!.lastAt)} (the top search).</p> : null}
        </ConsolePanel>
      </div>
    </div>
  );
}
