import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { AUDIT_FLAG, NEW_DESIGN_PLACEHOLDER, type NewDesignPictures } from '@sw/protocol';
import type { Db } from '../../db/client';
import { goods, goodsImages } from '../../db/schema';
import type { Member } from '../../lib/member';
import { onSale } from './goodsList';

/**
 * New designs are kept from copyists: their pictures leave the server only for members whose access was
 * approved (auditFlag 2) and for staff. Everybody else, and every cached page, gets NEW_DESIGN_PLACEHOLDER.
 */
export function mayViewNewDesigns(member: Pick<Member, 'auditFlag' | 'role'> | null): boolean {
  return member?.auditFlag === AUDIT_FLAG.approved || member?.role === 'staff';
}

type Json = unknown;

/** The filtered copy of each shared answer (the answer cache's), made once: a cached list is not copied again on every visitor's call. */
const filteredCopies = new WeakMap<object, Json>();

/**
 * An answer with the pictures of every new-design goods in it (any object with newFlag 1, at any depth:
 * lists, details, related goods, a factory's featured goods) replaced by the placeholder. Copies, never
 * changes, what it is given; the copy of one answer object is made once and shared, so neither may be changed
 * (as the answer cache requires of its answers).
 */
export function withoutNewDesignPictures(value: Json): Json {
  if (!value || typeof value !== 'object') return value;
  let copy = filteredCopies.get(value);
  if (copy === undefined) {
    copy = filteredCopy(value);
    filteredCopies.set(value, copy);
  }
  return copy;
}

function filteredCopy(value: Json): Json {
  if (Array.isArray(value)) return value.map(filteredCopy);
  if (!value || typeof value !== 'object') return value;
  const isNewDesign = (value as { newFlag?: unknown }).newFlag === 1;
  const copy: Record<string, Json> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isNewDesign && key === 'imageUrl' && typeof field === 'string') copy[key] = NEW_DESIGN_PLACEHOLDER;
    else if (isNewDesign && key === 'images' && Array.isArray(field)) copy[key] = field.map(() => NEW_DESIGN_PLACEHOLDER);
    else copy[key] = filteredCopy(field);
  }
  return copy;
}

/**
 * newDesignPictures.do: the real pictures of the given new designs on sale (others are left out); `visible` is the
 * caller's company's own catalogue (its private-label designs too), else the shared one.
 */
export async function newDesignPictures(db: Db, goodsIds: number[], visible: SQL = onSale): Promise<NewDesignPictures> {
  const rows = await db
    .select({ id: goods.id, imageUrl: goods.imageUrl })
    .from(goods)
    .where(and(inArray(goods.id, goodsIds), eq(goods.newFlag, 1), visible));
  if (!rows.length) return {};
  const images = await db
    .select({ goodsId: goodsImages.goodsId, url: goodsImages.url })
    .from(goodsImages)
    .where(inArray(goodsImages.goodsId, rows.map((row) => row.id)))
    .orderBy(asc(goodsImages.sort), asc(goodsImages.id));
  const answer: NewDesignPictures = {};
  for (const row of rows) answer[String(row.id)] = { imageUrl: row.imageUrl, images: [] };
  for (const image of images) answer[String(image.goodsId)]?.images.push(image.url);
  for (const entry of Object.values(answer)) if (!entry.images.length) entry.images.push(entry.imageUrl);
  return answer;
}

const PICTURE_SET_TTL_MS = 30_000;
let pictureSet: { db: Db; loadedAt: number; urls: Promise<Set<string>> } | null = null;

async function loadNewDesignPictureUrls(db: Db): Promise<Set<string>> {
  // On sale or not: taking a new design offline must not hand its pictures to everyone (and to caches, for a year).
  const newDesign = eq(goods.newFlag, 1);
  const [main, gallery] = await Promise.all([
    db.select({ url: goods.imageUrl }).from(goods).where(newDesign),
    db.select({ url: goodsImages.url }).from(goodsImages).innerJoin(goods, eq(goods.id, goodsImages.goodsId)).where(newDesign),
  ]);
  return new Set([...main, ...gallery].map((row) => row.url));
}

/**
 * Whether a picture address belongs to a new design. The set is small (the new designs, on sale or offline) and read
 * once per 30 s per process, so the picture route checks it without a query per picture.
 */
export async function isNewDesignPicture(db: Db, url: string, now = Date.now()): Promise<boolean> {
  if (!pictureSet || pictureSet.db !== db || now - pictureSet.loadedAt > PICTURE_SET_TTL_MS) {
    const urls = loadNewDesignPictureUrls(db);
    pictureSet = { db, loadedAt: now, urls };
    urls.catch(() => {
      pictureSet = null;
    });
  }
  return (await pictureSet.urls).has(url);
}

/** Drops this process's set after a staff change to goods, so their pictures are checked against the new state at once. */
export function forgetNewDesignPictures(): void {
  pictureSet = null;
}
