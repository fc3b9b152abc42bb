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
