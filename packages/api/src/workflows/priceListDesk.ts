import {
  bulkChangeProblem, readPriceSheetRow, type PriceImportResult, type PriceListLinesChange, type PriceListRounding, type PriceListView,
  type PriceSheetRow, type SavePriceListInput,
} from '@sw/protocol';
import { utcDay } from '../lib/dailyNumber';
import { invalid, notFound } from '../lib/errors';
import type { Member } from '../lib/member';
import { lineIdsInCategory, priceListView, sheetTargetIds } from '../queries/priceListDesk';
import { recordAudit } from '../services/audit';
import {
  adjustPriceListLines, assignPriceList, checkPriceListLine, deletePriceListLines, getPriceList, savePriceList, savePriceListLines,
  type LinesChange, type PriceListLineInput,
} from '../services/priceLists';
import { runUseCase, type UseCase, type UseCaseDeps } from '../services/useCase';

/**
 * The console's price-list changes (issue 51; docs/decisions/0020, Console): each is one use case, the priceLists
 * writer (which bumps the list's version) and the audit entry with the values before and after, so the trail holds
 * exactly what was saved.
 */

const linesAudit = (uc: UseCase, staff: Member, listId: number, summary: string, change: LinesChange) =>
  recordAudit(uc.tx, staff, { action: 'priceList.lines', targetType: 'priceList', targetId: listId, summary, before: change.before, after: change.after });

const linesAnswer = (listId: number, change: LinesChange, deleted: number): PriceListLinesChange => ({
  listId, version: change.after.version, saved: change.after.lines.length, deleted,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** staff/priceLists/save.do: creates or changes a list; answers it as the editor shows it. */
export function savePriceListStep(deps: UseCaseDeps, staff: Member, input: SavePriceListInput): Promise<PriceListView> {
  return runUseCase(deps, async (uc) => {
    const change = await savePriceList(uc.tx, {
      ...input, validFrom: input.validFrom ?? null, validUntil: input.validUntil ?? null,
      firstOrderMinimum: input.firstOrderMinimum ?? null, reorderMinimum: input.reorderMinimum ?? null,
    });
    await recordAudit(uc.tx, staff, {
      action: 'priceList.save', targetType: 'priceList', targetId: change.after.id,
      summary: `${change.after.name}: ${change.before ? `saved (version ${change.after.version})` : 'created'}`,
      before: change.before as unknown as Record<string, unknown> | null, after: change.after as unknown as Record<string, unknown>,
    });
    return priceListView(uc.tx, change.after.id, utcDay(uc.now));
  });
}

/** staff/priceLists/saveLines.do: lines added or replaced on their targets. */
export function savePriceListLinesStep(deps: UseCaseDeps, staff: Member, input: { listId: number; lines: PriceListLineInput[] }): Promise<PriceListLinesChange> {
  return runUseCase(deps, async (uc) => {
    const change = await savePriceListLines(uc.tx, input.listId, input.lines);
    await linesAudit(uc, staff, input.listId, `${plural(change.after.lines.length, 'line')} saved (version ${change.after.version})`, change);
    return linesAnswer(input.listId, change, 0);
  });
}

/** staff/priceLists/deleteLines.do. */
export function deletePriceListLinesStep(deps: UseCaseDeps, staff: Member, input: { listId: number; lineIds: number[] }): Promise<PriceListLinesChange> {
  return runUseCase(deps, async (uc) => {
    const change = await deletePriceListLines(uc.tx, input.listId, input.lineIds);
    if (change.before.lines.length) await linesAudit(uc, staff, input.listId, `${plural(change.before.lines.length, 'line')} deleted (version ${change.after.version})`, change);
    return linesAnswer(input.listId, change, change.before.lines.length);
  });
}

/** staff/priceLists/bulkChange.do: "+5 % on all necklaces in this list" (a category, with its subcategories; none: every line). */
export function bulkChangePriceListStep(
  deps: UseCaseDeps, staff: Member, input: { listId: number; percent: string; rounding: PriceListRounding; categoryId?: number },
): Promise<PriceListLinesChange> {
  const problem = bulkChangeProblem(input);
  if (problem) return Promise.reject(invalid(problem));
  return runUseCase(deps, async (uc) => {
    const lineIds = input.categoryId === undefined ? null : await lineIdsInCategory(uc.tx, input.listId, input.categoryId);
    const change = await adjustPriceListLines(uc.tx, input.listId, lineIds, input.percent, input.rounding);
    if (change.after.lines.length) {
      const where = input.categoryId === undefined ? 'every line' : `${plural(change.after.lines.length, 'line')} in category ${input.categoryId}`;
      await linesAudit(uc, staff, input.listId, `${input.percent.startsWith('-') ? '' : '+'}${input.percent} % on ${where} (version ${change.after.version})`, change);
    }
    return { listId: input.listId, version: change.after.version, saved: change.after.lines.length, deleted: 0 };
  });
}

/** staff/priceLists/assign.do: the list's companies (one currency per company: refused with the other list named). */
export function assignPriceListStep(deps: UseCaseDeps, staff: Member, input: { listId: number; companyIds: string[] }): Promise<PriceListView> {
  return runUseCase(deps, async (uc) => {
    const change = await assignPriceList(uc.tx, input.listId, input.companyIds);
    const added = change.after.companyIds.filter((id) => !change.before!.companyIds.includes(id)).length;
    const removed = change.before!.companyIds.filter((id) => !change.after.companyIds.includes(id)).length;
    if (added || removed) {
      await recordAudit(uc.tx, staff, {
        action: 'priceList.assign', targetType: 'priceList', targetId: input.listId,
        summary: `${plural(added, 'company')} assigned, ${removed} unassigned`.replace('companys', 'companies'), before: change.before, after: change.after,
      });
    }
    return priceListView(uc.tx, input.listId, utcDay(uc.now));
  });
}

type Problem = { row: number; reason: string };
const SCOPE_TARGET = { goods: 'goods code', spec: 'item code', category: 'category slug' } as const;

/** Each sheet row as a line to save, or every row's problem (a row's number is the sheet's own). */
async function linesOfSheet(uc: UseCase, rows: readonly PriceSheetRow[]): Promise<{ lines: PriceListLineInput[]; problems: Problem[] }> {
  const read = rows.map((row) => ({ row: row.row, line: readPriceSheetRow(row) }));
  const wanted = { goods: [] as string[], spec: [] as string[], category: [] as string[] };
  for (const { line } of read) if (typeof line !== 'string' && line.scope !== 'all') wanted[line.scope].push(line.target!);
  const ids = await sheetTargetIds(uc.tx, wanted);
  const problems: Problem[] = [];
  const lines: PriceListLineInput[] = [];
  const seen = new Map<string, number>();
  for (const { row, line } of read) {
    if (typeof line === 'string') { problems.push({ row, reason: `Row ${row}: ${line}` }); continue; }
    const targetId = line.scope === 'all' ? null : ids[line.scope].get(line.target!) ?? null;
    if (line.scope !== 'all' && targetId === null) { problems.push({ row, reason: `Row ${row}: no ${line.scope === 'spec' ? 'specification' : line.scope} has the ${SCOPE_TARGET[line.scope]} "${line.target}".` }); continue; }
    const key = `${line.scope}:${targetId}`;
    const twin = seen.get(key);
    if (twin !== undefined) { problems.push({ row, reason: `Row ${row}: row ${twin} prices the same ${line.scope === 'all' ? 'goods (all)' : SCOPE_TARGET[line.scope].replace(/ (code|slug)$/, '')} already.` }); continue; }
    seen.set(key, row);
    const quantity = Object.fromEntries(Object.entries(line.quantity).filter(([, v]) => v !== null));
    const input: PriceListLineInput = { scope: line.scope, targetId, ...(line.tiers ? { tiers: line.tiers } : { rule: line.rule! }), quantity };
    const problem = checkPriceListLine(input, row);
    if (problem) { problems.push({ row, reason: problem.replace(/^row/, 'Row') }); continue; }
    lines.push(input);
  }
  return { lines, problems };
}

/**
 * staff/priceLists/importLines.do: every row is checked (its scope, target, tiers or rule, quantity rule) before
 * anything is written; one bad row and nothing changes, with each bad row answered by its number. With `replace`
 * the list's lines become exactly the sheet's.
 */
export function importPriceListLinesStep(deps: UseCaseDeps, staff: Member, input: { listId: number; replace: boolean; rows: PriceSheetRow[] }): Promise<PriceImportResult> {
  return runUseCase(deps, async (uc) => {
    if (!(await getPriceList(uc.tx, input.listId))) throw notFound('This price list');
    const { lines, problems } = await linesOfSheet(uc, input.rows);
    if (problems.length) return { ok: false, problems };
    const change = await savePriceListLines(uc.tx, input.listId, lines, { replace: input.replace });
    const kept = new Set(change.after.lines.map((l) => `${l.scope}:${l.targetId}`));
    const deleted = input.replace ? change.before.lines.filter((l) => !kept.has(`${l.scope}:${l.targetId}`)).length : 0;
    await linesAudit(uc, staff, input.listId, `${plural(lines.length, 'row')} imported${input.replace ? ', replacing the list' : ''} (version ${change.after.version})`, change);
    return { ok: true, ...linesAnswer(input.listId, change, deleted) };
  });
}
