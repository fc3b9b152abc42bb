import { createCompany, placeMemberInCompany, revokeAllSessions } from '../../services/auth';
import type { UseCase } from '../../services/useCase';

/**
 * A removed colleague's account (workflows/companyPeople.ts), auth's rows: a fresh, empty company of their own with
 * them as its admin, and every session of theirs ended in the same transaction.
 */
export async function moveRemovedColleague(uc: UseCase, memId: string): Promise<void> {
  const fresh = await createCompany(uc.tx);
  await placeMemberInCompany(uc.tx, memId, fresh, 'admin');
  await revokeAllSessions(uc.tx, memId, uc.now);
}
