import { catalog, staffPeople, staffPriceLists as P, type CategoryNode } from '@sw/protocol';
import { memberCall, publicCall } from '@/lib/backend/call.server';
import { requireStaff } from '@/lib/staff.server';

/** The console's price-list pages' loaders (each asks requireStaff first: a buyer or visitor gets the 404 page). */

export async function loadPriceListIndex() {
  await requireStaff();
  return memberCall(P.priceLists, {});
}

/** A category with its depth, for the bulk change's choice ("Necklaces", "— Chokers"). */
export interface CategoryChoice {
  id: number;
  name: string;
  depth: number;
}

const flatten = (nodes: readonly CategoryNode[], depth = 0): CategoryChoice[] =>
  nodes.flatMap((node) => [{ id: Number(node.cateId), name: node.cateName, depth }, ...flatten(node.children, depth + 1)]);

export async function loadPriceListEditor(listId: number) {
  await requireStaff();
  const [list, menu] = await Promise.all([memberCall(P.priceList, { listId }), publicCall(catalog.productMenuNavigation)]);
  return { list, categories: menu.ok ? flatten(menu.data.categoryList) : [] };
}

/** The company a calculation link names (the editor's "Prices" button), or null. */
export async function loadAskedCompany(companyId: string | undefined): Promise<{ id: string; name: string } | null> {
  await requireStaff();
  if (!companyId) return null;
  const company = await memberCall(staffPeople.companyView, { companyId });
  return company.ok ? { id: company.data.companyId, name: company.data.name?.trim() || 'Company without a name' } : null;
}
