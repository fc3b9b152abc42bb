import { and, eq } from 'drizzle-orm';
import { RES, type AddressBookEntry } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { addresses } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { CompanyMember } from '../../lib/member';
import { NOT_YOURS, toEntry } from './addresses';

/** One of the company's addresses (20004 when not theirs), or their default when none is named (null without any). */
export async function addressForRequest(tx: Reader, owner: CompanyMember, addrId: number | undefined): Promise<AddressBookEntry | null> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(addrId === undefined ? and(eq(addresses.companyId, owner.companyId), eq(addresses.isDefault, true)) : and(eq(addresses.companyId, owner.companyId), eq(addresses.id, addrId)))
    .limit(1);
  if (!row && addrId !== undefined) throw new ApiError(RES.NOT_FOUND, NOT_YOURS);
  return row ? toEntry(row) : null;
}
