import { RES } from '@sw/protocol';
import type { Db } from '../db/client';
import { ApiError } from '../lib/errors';
import type { CompanyMember } from '../lib/member';
import { countLines } from '../services/cart';
import { loadInquiry, loadItems } from '../services/inquiry';
import { inquiryLinesIntoCart } from './steps/inquiryLinesIntoCart';

/**
 * preq/addToInquiryCart.do: a past inquiry's lines back into the cart (`added` counts what went in); a quick inquiry
 * has no lines to send. A workflow: the inquiry is read through its face and the cart writes its own lines
 * (issue 50: no service calls another domain's writer).
 */
export async function addInquiryToCart(db: Db, member: CompanyMember, inquiryId: number, now: Date): Promise<{ cartNum: number; added: number }> {
  // Any colleague's inquiry goes into the caller's own cart (the cart stays personal).
  const inquiry = await loadInquiry(db, inquiryId, member);
  if (inquiry.mode === 0) throw new ApiError(RES.CONFLICT, 'A quick inquiry has no products to add to the cart.');
  const items = await loadItems(db, inquiry.id);
  return db.transaction(async (tx) => {
    const added = await inquiryLinesIntoCart(tx, member.id, items, now);
    return { cartNum: await countLines(tx, member.id), added };
  });
}
