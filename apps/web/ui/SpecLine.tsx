import { formatSpecLine, type SpecEntry } from '@sw/protocol';

interface SpecLineProps {
  entries: readonly SpecEntry[] | null | undefined;
  className?: string;
}

/**
 * One specification item as one line (spec §3): ring size as '7#', size entries first joined by ' x ',
 * the other values joined by ' | ', '-' when nothing is left.
 */
export function SpecLine({ entries, className }: SpecLineProps) {
  const line = formatSpecLine(entries);
  return (
    <span className={className} title={line === '-' ? undefined : line} data-spec-line="">
      {line}
    </span>
  );
}

/**
 * A specification followed by its item code. An entry that only repeats the code (the catalogue's 'Model' of a
 * specification) is left out, so the code is printed once.
 */
export function SpecWithCode({ entries, code, codeClassName }: { entries: readonly SpecEntry[]; code: string | null | undefined; codeClassName: string }) {
  const shown = code ? entries.filter((entry) => (entry.vl ?? '').trim() !== code) : entries;
  if (code && !shown.length) return <span className={codeClassName}>{code}</span>;
  return (
    <>
      <SpecLine entries={shown} />
      {code ? <span className={`ml-2 ${codeClassName}`}>{code}</span> : null}
    </>
  );
}
