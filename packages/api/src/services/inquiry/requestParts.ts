import { eq } from 'drizzle-orm';
import type { AddressFields, CartVariant, FileRef, InquiryLine, QuickRequest, ShippingAddress } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { inquiries, inquiryFiles } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { CompanyMember } from '../../lib/member';
import { addressForRequest, keepNewAddress, type AddressFieldsInput } from '../addressBook';
import { loadCategoryIndex } from '../catalog';
import { checkOwnFiles, distinctFiles, isPictureKey, uploadsByKey } from '../files';
import { nextDailyNo } from '../../lib/dailyNumber';

/** The parts every request shares: its number, address, quick request, list fields and linked files. */

/** The next inquiry number of the day: IQ202611230001. */
export const nextInquiryNo = (tx: Tx, now: Date) => nextDailyNo(tx, now, 'IQ', inquiries, inquiries.inquiryNo);

export type ShipTo = { addressId?: number; address?: AddressFields & AddressFieldsInput };

/**
 * The address a request ships to: one of the company's book (20004 when not theirs), or a new one (checked like
 * addAddrBook.do and kept in the book), or the company's default. `required` refuses a request without any.
 */
export async function shippingAddress(tx: Tx, owner: CompanyMember, shipTo: ShipTo, now: Date, required: boolean): Promise<ShippingAddress | null> {
  if (shipTo.addressId !== undefined && shipTo.address) {
    throw invalid('Please choose an address from your book or enter a new one, not both.');
  }
  const entry = shipTo.address
    ? await keepNewAddress(tx, owner, shipTo.address, now)
    : await addressForRequest(tx, owner, shipTo.addressId);
  if (!entry) {
    if (required) throw invalid('address: Please choose a shipping address or enter a new one.');
    return null;
  }
  const { addrId: _addrId, isDefault: _isDefault, ...address } = entry;
  return address;
}

/** A quick request as kept: the category (which must exist), quantities, description and the member's own files (or kept ones). */
export async function quickRequest(
  tx: Reader,
  memberId: string,
  input: { categoryId: number; targetQty: number; targetPrice?: number; description: string; files: FileRef[] },
  /** The files the inquiry already holds (an edit may keep a colleague's). */
  kept: FileRef[] = [],
): Promise<QuickRequest> {
  const index = await loadCategoryIndex(tx);
  const category = index.byId.get(input.categoryId);
  if (!category) throw invalid('categoryId: Please choose a category from the list.');
  const files = distinctFiles(input.files);
  await checkOwnFiles(tx, memberId, files, kept);
  return {
    categoryId: String(category.id),
    categoryName: category.name,
    targetQty: input.targetQty,
    targetPrice: input.targetPrice ?? null,
    description: input.description,
    files,
  };
}

function quickPicture(quick: QuickRequest): string {
  const picture = quick.files.find((file) => isPictureKey(file.key));
  return picture ? `/files/${picture.key}` : '';
}

/** The list fields (title, picture, counts, search words) of a request as it now stands. */
export function listFields(inquiryNo: string, lines: Pick<InquiryLine, 'title' | 'goodsCode' | 'imageUrl' | 'qty'>[], quick: QuickRequest | null) {
  if (quick) {
    return {
      title: `Quick inquiry: ${quick.categoryName}`,
      // The first uploaded picture stands for the request in the lists (served under /files/ to its buyer and staff).
      imageUrl: quickPicture(quick),
      lineCount: 0,
      totalQty: quick.targetQty,
      searchText: [inquiryNo, quick.categoryName, quick.description.slice(0, 500)].join(' ').toLowerCase(),
    };
  }
  const first = lines[0];
  return {
    title: !first ? '' : lines.length > 1 ? `${first.title} and ${lines.length - 1} more` : first.title,
    imageUrl: first?.imageUrl ?? '',
    lineCount: lines.length,
    totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
    searchText: [inquiryNo, ...lines.flatMap((line) => [line.title, line.goodsCode])].join(' ').toLowerCase(),
  };
}

/** Links the inquiry's files (quick files, line logos) to their uploads, for the sales desk's downloads; replaces the links. */
export async function linkFiles(tx: Tx, inquiryId: number, files: { file: FileRef; purpose: string }[]): Promise<void> {
  await tx.delete(inquiryFiles).where(eq(inquiryFiles.inquiryId, inquiryId));
  const keys = [...new Set(files.map((entry) => entry.file.key))];
  if (!keys.length) return;
  const idByKey = new Map([...(await uploadsByKey(tx, keys))].map(([key, upload]) => [key, upload.id]));
  const seen = new Set<string>();
  const values = files.flatMap(({ file, purpose }) => {
    const uploadId = idByKey.get(file.key);
    if (uploadId === undefined || seen.has(file.key)) return [];
    seen.add(file.key);
    return [{ inquiryId, uploadId, purpose }];
  });
  if (values.length) await tx.insert(inquiryFiles).values(values);
}

/** Files of a request as it stands: the quick files, and each line's logo and design files. */
export function requestFiles(quick: QuickRequest | null, lines: { customization: { logoFiles: FileRef[] } | null }[]) {
  return [
    ...(quick?.files ?? []).map((file) => ({ file, purpose: 'quick' })),
    ...lines.flatMap((line) => (line.customization?.logoFiles ?? []).map((file) => ({ file, purpose: 'design' }))),
  ];
}

export const totalOf = (variants: CartVariant[]) => variants.reduce((sum, variant) => sum + variant.qty, 0);
