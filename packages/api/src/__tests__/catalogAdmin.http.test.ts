import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  API, RES, SESSION_COOKIE, TOKEN_HEADER, type CatalogSetup, type Envelope, type GoodsDetailView, type GoodsPage, type HeaderData,
  type HomePageData, type Page, type SavedRecord, type StaffGoodsRow, type StaffGoodsView, type UploadToken,
} from '@sw/protocol';
import { categories, facets, factories, goods, staffAudit } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { updateCompanyOf } from '../testing/members';
import { inquiryTesting, type Person } from '../testing/inquiries';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

let api: TestApi;
let smtp: TestSmtp;
const t = inquiryTesting(() => api, () => smtp);
const { ok, as, refused, person, db } = t;
let staff: Person;
let buyer: Person;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 40 }, smtpUrl: smtp.url });
  staff = await person({ role: 'staff', nick: 'Catalogue' });
  buyer = await person();
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const S = API.staff;
const CATALOG_PATHS = Object.entries(S).filter(([name]) => name.startsWith('catalog')).map(([, path]) => path);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082',
  'hex',
);

let keys = 0;
/** A picture uploaded through the real upload path (token, multipart), answered with its status and key. */
async function uploadPicture(who: Person, name = `p${Date.now().toString(36)}${++keys}.png`, file: Buffer = PNG) {
  const token = (await api.call<UploadToken>(API.upload.token, {}, { token: who.token })).data!;
  const form = new FormData();
  form.append('token', token.upToken);
  form.append('key', `catalog/${name}`);
  form.append('file', new Blob([new Uint8Array(file)]), 'ring.png');
  const response = await api.raw('/files/upload', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Envelope<{ key: string }>, url: `/files/catalog/${name}` };
}

async function catalogPicture(): Promise<string> {
  const uploaded = await uploadPicture(staff);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  return uploaded.url;
}

async function someIds() {
  const [category] = await db().select().from(categories).orderBy(asc(categories.id)).limit(1);
  const [factory] = await db().select().from(factories).orderBy(asc(factories.id)).limit(1);
  const facetRows = await db().select().from(facets).orderBy(asc(facets.id)).limit(2);
  return { categoryId: category!.id, categoryName: category!.name, factoryId: factory!.id, facetIds: facetRows.map((row) => row.id) };
}

let codes = 0;
async function goodsInput(extra: Record<string, unknown> = {}) {
  const ids = await someIds();
  const code = `qa${Date.now().toString(36)}${++codes}`;
  return {
    code,
    title: `Zirconia halo ring ${code}`,
    description: 'A halo of cubic zirconia around a round centre stone.',
    categoryId: ids.categoryId,
    factoryId: ids.factoryId,
    newFlag: 0,
    moq: 60,
    facetIds: ids.facetIds,
    specs: [
      { skuCode: `${code}-7`, entries: [{ cd: 'ringSize', nm: 'Ring Size', vl: 'US 7# (17.3mm)' }, { cd: 'color', nm: 'Color', vl: 'Rhodium' }] },
      { skuCode: `${code}-8`, entries: [{ cd: 'ringSize', nm: 'Ring Size', vl: 'US 8# (18.1mm)' }, { cd: 'color', nm: 'Color', vl: 'Rhodium' }] },
    ],
    tiers: [{ minQty: 60, price: 3.2 }, { minQty: 300, price: '2.85' }, { minQty: 1000, price: 2.4 }],
    images: [await catalogPicture(), await catalogPicture()],
    ...extra,
  };
}

const list = (filters: Record<string, unknown> = {}) => ok<Page<StaffGoodsRow>>(staff, S.catalogGoodsList, { pageSize: 100, ...filters });
const storefrontList = (keyWords: string) => api.call<GoodsPage>(API.csite.onlineGoodsList, { keyWords });
const lastAudit = async (targetType: string) =>
  (await db().select().from(staffAudit).where(eq(staffAudit.targetType, targetType)).orderBy(desc(staffAudit.id)).limit(1))[0];

describe('every staff catalogue path', () => {
  it('refuses a buyer (20003) and a visitor (21008) with no data', async () => {
    expect(CATALOG_PATHS).toHaveLength(13);
    for (const path of CATALOG_PATHS) {
      refused(await as(buyer)(path, { id: 1, goodsId: 1 }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { id: 1, goodsId: 1 }), RES.NOT_SIGNED_IN);
    }
  });
});

describe('goods', () => {
  it('creates goods that the storefront finds by keyword at once, with tiers, cover and the audit row', async () => {
    const input = await goodsInput();
    const saved = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, input);
    expect(saved.code).toBe(input.code.toUpperCase());
    expect(saved.status).toBe(1);
    expect(saved.tiers).toEqual([{ minQty: 60, price: 3.2 }, { minQty: 300, price: 2.85 }, { minQty: 1000, price: 2.4 }]);
    expect(saved.images).toEqual(input.images);
    expect(saved.specs.map((spec) => spec.skuCode)).toEqual([`${input.code}-7`.toUpperCase(), `${input.code}-8`.toUpperCase()]);

    const found = await storefrontList(input.code);
    expect(found.data!.list.map((row) => row.goodsId)).toEqual([saved.goodsId]);
    expect(found.data!.list[0]).toMatchObject({ imageUrl: input.images[0], minPrice: 2.4, maxPrice: 3.2, moq: 60 });
    const detail = (await api.call<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: saved.goodsId })).data!;
    expect(detail.priceTiers).toEqual([
      { minQty: 60, maxQty: 299, price: 3.2 }, { minQty: 300, maxQty: 999, price: 2.85 }, { minQty: 1000, maxQty: null, price: 2.4 },
    ]);
    expect(detail.images).toEqual(input.images);

    const audit = await lastAudit('goods');
    expect(audit).toMatchObject({ action: 'goods.create', targetId: saved.goodsId, staffEmail: staff.email, before: null });
    expect((audit!.after as { title: string }).title).toBe(input.title);
  });

  it('edits every field; the new title is found at once and the old words no longer are; the images reorder the cover', async () => {
    const created = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput());
    const third = await catalogPicture();
    const edited = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, {
      ...created, goodsId: created.goodsId, title: `Moonlit opal pendant ${created.code}`, images: [third, created.images[1], created.images[0]],
      tiers: [{ minQty: 20, price: 5 }], moq: 20, newFlag: 1, specs: [created.specs[0]],
    });
    expect(edited.title).toBe(`Moonlit opal pendant ${created.code}`);
    expect(edited.images[0]).toBe(third);
    expect(edited.specs).toHaveLength(1);
    expect((await storefrontList('moonlit opal')).data!.list.map((row) => row.goodsId)).toContain(created.goodsId);
    expect((await storefrontList(`zirconia ${created.code}`)).data!.list).toEqual([]);
    const [row] = await db().select().from(goods).where(eq(goods.id, Number(created.goodsId)));
    expect(row).toMatchObject({ imageUrl: third, minPrice: 500n, maxPrice: 500n, newFlag: 1, moq: 20 });

    const audit = await lastAudit('goods');
    expect(audit).toMatchObject({ action: 'goods.update', targetId: created.goodsId });
    expect((audit!.before as { title: string }).title).toBe(created.title);
    expect((audit!.after as { title: string }).title).toBe(edited.title);
  });

  it('takes goods offline and back: the storefront stops and starts showing them, the table shows both', async () => {
    const created = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput());
    expect((await ok<StaffGoodsView>(staff, S.catalogGoodsStatus, { goodsId: created.goodsId, status: 0 })).status).toBe(0);
    refused(await api.call(API.csite.onlineGoodsDetail, { goodsId: created.goodsId }), RES.NOT_FOUND);
    expect((await storefrontList(created.code)).data!.list).toEqual([]);
    expect((await list({ keyWords: created.code, status: 0 })).list.map((row) => row.goodsId)).toEqual([created.goodsId]);
    expect((await list({ keyWords: created.code, status: 1 })).list).toEqual([]);
    expect(await lastAudit('goods')).toMatchObject({ action: 'goods.offline', before: { status: 1 }, after: { status: 0 } });

    await ok(staff, S.catalogGoodsStatus, { goodsId: created.goodsId, status: '1' });
    expect((await storefrontList(created.code)).data!.list.map((row) => row.goodsId)).toEqual([created.goodsId]);
    expect(await lastAudit('goods')).toMatchObject({ action: 'goods.online' });
  });

  it('lists, searches, filters and sorts on sale and offline goods', async () => {
    const all = await list();
    expect(all.total).toBe((await db().select().from(goods)).length);
    const byPrice = await list({ sort: 'priceAsc' });
    const prices = byPrice.list.map((row) => row.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byCode = await list({ sort: 'code' });
    const codesInOrder = byCode.list.map((row) => row.goodsCode);
    expect(codesInOrder).toEqual([...codesInOrder].sort());
    const { factoryId, categoryId } = await someIds();
    const ofFactory = await list({ factoryId });
    expect(ofFactory.list.length).toBeGreaterThan(0);
    expect(new Set(ofFactory.list.map((row) => row.factoryName)).size).toBe(1);
    const newOnes = await list({ newFlag: 1 });
    expect(newOnes.list.every((row) => row.newFlag === 1)).toBe(true);
    const inCategory = await list({ categoryId });
    expect(inCategory.total).toBeGreaterThan(0);
    const paged = await list({ pageSize: 5, pageNum: 2, sort: 'oldest' });
    expect(paged.list.map((row) => row.goodsId)).toEqual(all.list.toReversed().slice(5, 10).map((row) => row.goodsId));
  });

  it('shows one goods for editing and answers 20004 for one that does not exist', async () => {
    const created = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput());
    expect(await ok<StaffGoodsView>(staff, S.catalogGoodsView, { goodsId: created.goodsId })).toEqual(created);
    refused(await as(staff)(S.catalogGoodsView, { goodsId: 99_999_999 }), RES.NOT_FOUND, 'Goods was not found.');
    refused(await as(staff)(S.catalogGoodsStatus, { goodsId: 99_999_999, status: 0 }), RES.NOT_FOUND);
  });

  it('refuses bad input with a message a person can read, and writes nothing', async () => {
    const input = await goodsInput();
    const before = (await db().select().from(goods)).length;
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ title: 'ab' }, /title of at least 3/],
      [{ code: 'bad code!' }, /letters, digits/],
      [{ tiers: [] }, /at least one price tier/],
      [{ tiers: [{ minQty: 100, price: 2 }, { minQty: 50, price: 1 }] }, /smallest quantity up/],
      [{ tiers: [{ minQty: 60, price: 2 }, { minQty: 100, price: 3 }] }, /cannot cost more/],
      [{ tiers: [{ minQty: 100, price: 2 }] }, /MOQ or below/],
      [{ tiers: [{ minQty: 60, price: 2.345 }] }, /2 decimals/],
      [{ images: [] }, /at least one picture/],
      [{ images: ['https://elsewhere.example/x.png'] }, /address on this site/],
      [{ images: ['/files/logo/abc.png'] }, /not a catalogue picture/],
      [{ images: ['/files/catalog/never-uploaded.png'] }, /was not found/],
      [{ specs: [] }, /at least one specification/],
      [{ specs: [{ skuCode: 'A1', entries: [{ cd: 'size', nm: 'Size', vl: '' }] }] }, /needs a value/],
      [{ categoryId: 99_999_999 }, /choose a category from the list/],
      [{ factoryId: 99_999_999 }, /choose a factory from the list/],
      [{ facetIds: [99_999_999] }, /facet values from the lists/],
      [{ moq: 0 }, /MOQ/],
    ];
    for (const [change, message] of cases) {
      refused(await as(staff)(S.catalogGoodsSave, { ...input, ...change }), RES.INVALID_PARAMS, message);
    }
    expect((await db().select().from(goods)).length).toBe(before);
  });

  it('refuses a goods code or item code in use with 20009', async () => {
    const first = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput());
    refused(await as(staff)(S.catalogGoodsSave, await goodsInput({ code: first.code.toLowerCase() })), RES.CONFLICT, /already in use/);
    const other = await goodsInput();
    refused(await as(staff)(S.catalogGoodsSave, { ...other, specs: [first.specs[0]] }), RES.CONFLICT, /already in use/);
  });
});

describe('catalogue pictures', () => {
  it('only staff upload into catalog/, only raster images; the picture is public and cached for a year once a record uses it', async () => {
    const byBuyer = await uploadPicture(buyer);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.meta.msg).toBe('Only staff may upload catalogue pictures.');
    const svg = await uploadPicture(staff, `s${Date.now()}.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.status).toBe(415);
    const renamed = await uploadPicture(staff, `x${Date.now()}.png`, Buffer.from('MZ not a picture at all, an executable'));
    expect(renamed.status).toBe(415);

    const url = await catalogPicture();
    // No record uses it yet: only staff see it (the goods form's preview), and nobody keeps it.
    expect((await api.raw(url)).status).toBe(404);
    expect((await api.raw(url, { headers: { [TOKEN_HEADER]: buyer.token } })).status).toBe(404);
    const preview = await api.raw(url, { headers: { [TOKEN_HEADER]: staff.token } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await preview.arrayBuffer()).equals(PNG)).toBe(true);

    await ok<SavedRecord>(staff, S.catalogCategorySave, { name: `Pictured QA ${Date.now()}`, imageUrl: url });
    const visitor = await api.raw(url);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toBe('image/png');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(visitor.headers.get('vary')).toBeNull();
    expect(Buffer.from(await visitor.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a new design’s picture goes only to an approved member or staff, privately', async () => {
    const input = await goodsInput({ newFlag: 1 });
    await ok(staff, S.catalogGoodsSave, input);
    const picture = input.images[0] as string;
    expect((await api.raw(picture)).status).toBe(404);
    expect((await api.raw(picture, { headers: { [TOKEN_HEADER]: buyer.token } })).status).toBe(404);
    const approved = await person();
    await updateCompanyOf(db(), approved.id, { auditFlag: 2 });
    const seen = await api.raw(picture, { headers: { cookie: `${SESSION_COOKIE}=${approved.token}` } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, max-age=600');
    expect(seen.headers.get('vary')).toBe('Cookie');
  });

  it('a new design taken offline keeps its pictures private', async () => {
    const input = await goodsInput({ newFlag: 1 });
    const created = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, input);
    await ok(staff, S.catalogGoodsStatus, { goodsId: created.goodsId, status: 0 });
    for (const picture of input.images as string[]) {
      const visitor = await api.raw(picture);
      expect(visitor.status).toBe(404);
      expect(visitor.headers.get('cache-control')).not.toContain('public');
    }
    const seen = await api.raw(input.images[0] as string, { headers: { [TOKEN_HEADER]: staff.token } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, max-age=600');
  });
});

describe('categories, facet values and factories', () => {
  it('creates, renames (its goods are found by the new name at once), refuses cycles and in-use removals, removes', async () => {
    const picture = await catalogPicture();
    const parent = await ok<SavedRecord>(staff, S.catalogCategorySave, { name: 'Anklets QA', imageUrl: picture });
    const child = await ok<SavedRecord>(staff, S.catalogCategorySave, { name: 'Beaded Anklets QA', parentId: parent.id, imageUrl: '' });
    let setup = await ok<CatalogSetup>(staff, S.catalogSetup);
    expect(setup.categories.find((row) => row.id === parent.id)).toMatchObject({ name: 'Anklets QA', slug: 'anklets-qa', imageUrl: picture, parentId: null });
    expect(setup.categories.find((row) => row.id === child.id)).toMatchObject({ parentId: parent.id, goodsCount: 0 });

    const created = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput({ categoryId: child.id }));
    await ok(staff, S.catalogCategorySave, { id: parent.id, name: 'Toe Rings QA', slug: 'anklets-qa', imageUrl: picture });
    expect((await storefrontList('toe rings qa')).data!.list.map((row) => row.goodsId)).toEqual([created.goodsId]);
    const audit = await lastAudit('category');
    expect(audit).toMatchObject({ action: 'category.update', targetId: parent.id });
    expect((audit!.before as { name: string }).name).toBe('Anklets QA');

    refused(await as(staff)(S.catalogCategorySave, { id: parent.id, name: 'Loop', parentId: child.id }), RES.INVALID_PARAMS, /under itself/);
    refused(await as(staff)(S.catalogCategorySave, { name: 'Another', slug: 'anklets-qa' }), RES.CONFLICT, /used by another category/);
    refused(await as(staff)(S.catalogCategorySave, { name: 'Bad slug', slug: 'Not A Slug' }), RES.INVALID_PARAMS, /lower-case/);
    refused(await as(staff)(S.catalogCategoryDelete, { id: parent.id }), RES.CONFLICT, /sub-categories/);
    refused(await as(staff)(S.catalogCategoryDelete, { id: child.id }), RES.CONFLICT, /still holds 1 goods/);
    refused(await as(staff)(S.catalogCategoryDelete, { id: 99_999_999 }), RES.NOT_FOUND);

    const [{ categoryId: other }] = [await someIds()];
    await ok(staff, S.catalogGoodsSave, { ...created, goodsId: created.goodsId, categoryId: other });
    await ok(staff, S.catalogCategoryDelete, { id: child.id });
    await ok(staff, S.catalogCategoryDelete, { id: parent.id });
    setup = await ok<CatalogSetup>(staff, S.catalogSetup);
    expect(setup.categories.some((row) => row.id === parent.id)).toBe(false);
    expect(await lastAudit('category')).toMatchObject({ action: 'category.delete', targetId: parent.id, after: null });
  });

  it('saves a facet value with its date window; the header lists it only inside the window; removing it unlinks goods', async () => {
    const saved = await ok<SavedRecord>(staff, S.catalogFacetSave, { kind: 'theme', name: 'Harvest Moon QA', popularFlag: 1, fromDate: '2020-01-01', toDate: '2099-12-31', imageUrl: '' });
    const header = (await api.call<HeaderData>(API.csite.headerData, {})).data!;
    expect(header.shopByTheme.dataList.find((row) => row.cateId === saved.id)).toMatchObject({ cateEnName: 'Harvest Moon QA', popularFlag: 1 });
    await ok(staff, S.catalogFacetSave, { id: saved.id, kind: 'theme', name: 'Harvest Moon QA', popularFlag: 0, fromDate: '2020-01-01', toDate: '2020-12-31', imageUrl: '' });
    expect((await api.call<HeaderData>(API.csite.headerData, {})).data!.shopByTheme.dataList.some((row) => row.cateId === saved.id)).toBe(false);
    const setup = await ok<CatalogSetup>(staff, S.catalogSetup);
    expect(setup.facets.find((row) => row.id === saved.id)).toMatchObject({ fromDate: '2020-01-01', toDate: '2020-12-31', popularFlag: 0 });

    refused(await as(staff)(S.catalogFacetSave, { kind: 'theme', name: 'Harvest Moon QA', popularFlag: 0, imageUrl: '' }), RES.CONFLICT, /already a value/);
    refused(await as(staff)(S.catalogFacetSave, { kind: 'colour', name: 'Red', popularFlag: 0, imageUrl: '' }), RES.INVALID_PARAMS, /facet from the list/);
    refused(await as(staff)(S.catalogFacetSave, { kind: 'style', name: 'Late', popularFlag: 0, fromDate: '2024-05-02', toDate: '2024-05-01', imageUrl: '' }), RES.INVALID_PARAMS, /not be before/);

    const created = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput({ facetIds: [saved.id] }));
    await ok(staff, S.catalogFacetDelete, { id: saved.id });
    expect((await ok<StaffGoodsView>(staff, S.catalogGoodsView, { goodsId: created.goodsId })).facetIds).toEqual([]);
    expect(await lastAudit('facet')).toMatchObject({ action: 'facet.delete', targetId: saved.id });
  });

  it('saves a factory with its pictures (the factory pages show it) and refuses removing one that makes goods', async () => {
    const pictures = [await catalogPicture(), await catalogPicture()];
    const factory = {
      name: 'Dongguan Plating Works QA', city: 'Dongguan', country: 'China', foundedYear: 2011, areaSqm: 6400, employees: 180,
      monthlyCapacity: 250_000, summary: 'Vacuum plating and polishing for stainless steel.', description: 'Four PVD lines and a polishing hall.',
      capabilities: ['PVD plating', 'Polishing'], certifications: ['ISO 9001'], images: pictures,
    };
    const saved = await ok<SavedRecord>(staff, S.catalogFactorySave, factory);
    const detail = await api.call<{ name: string; images: string[]; imageUrl: string }>(API.csite01.factoryDetail, { id: saved.id });
    expect(detail.data).toMatchObject({ name: factory.name, images: pictures, imageUrl: pictures[0] });
    await ok(staff, S.catalogFactorySave, { ...factory, id: saved.id, images: [pictures[1]], employees: '190' });
    expect((await api.call<{ employees: number; images: string[] }>(API.csite01.factoryDetail, { id: saved.id })).data).toMatchObject({ employees: 190, images: [pictures[1]] });

    refused(await as(staff)(S.catalogFactorySave, { ...factory, foundedYear: 1200 }), RES.INVALID_PARAMS, /year it was founded/);
    refused(await as(staff)(S.catalogFactorySave, { ...factory, images: [] }), RES.INVALID_PARAMS, /at least one picture/);
    refused(await as(staff)(S.catalogFactorySave, { ...factory, id: 99_999_999 }), RES.NOT_FOUND);

    const made = await ok<StaffGoodsView>(staff, S.catalogGoodsSave, await goodsInput({ factoryId: saved.id }));
    refused(await as(staff)(S.catalogFactoryDelete, { id: saved.id }), RES.CONFLICT, /makes 1 goods/);
    await ok(staff, S.catalogGoodsSave, { ...made, goodsId: made.goodsId, factoryId: null });
    await ok(staff, S.catalogFactoryDelete, { id: saved.id });
    refused(await api.call(API.csite01.factoryDetail, { id: saved.id }), RES.NOT_FOUND);
    expect(await lastAudit('factory')).toMatchObject({ action: 'factory.delete', targetId: saved.id });
  });
});

describe('popular searches and banners', () => {
  it('replaces the popular searches the search dialog shows, in order', async () => {
    expect(await ok<string[]>(staff, S.catalogPopularSearchesSave, { terms: ['Hoops', ' Signet rings ', 'Tennis bracelet'] })).toEqual(['Hoops', 'Signet rings', 'Tennis bracelet']);
    expect((await api.call<HeaderData>(API.csite.headerData, {})).data!.searchInfo.popularSearch).toEqual(['Hoops', 'Signet rings', 'Tennis bracelet']);
    refused(await as(staff)(S.catalogPopularSearchesSave, { terms: ['Hoops', 'hoops'] }), RES.INVALID_PARAMS, /appear once/);
    refused(await as(staff)(S.catalogPopularSearchesSave, { terms: [''] }), RES.INVALID_PARAMS, /needs text/);
    expect(await lastAudit('popularSearches')).toMatchObject({ action: 'popularSearches.save', after: { terms: ['Hoops', 'Signet rings', 'Tennis bracelet'] } });
  });

  it('replaces the home banners (defaults first), keeps their pictures or takes catalogue ones, and refuses outside links', async () => {
    const home = (await api.call<HomePageData>(API.csite.homePage, {})).data!;
    expect(home.banners.map((banner) => banner.link)).toEqual(['/goods/list?newFlag=1&title=New%20Designs&hide=new', '/OEM-ODM', '/factories']);
    const picture = await catalogPicture();
    const banners = [{ title: 'Autumn Edit', subtitle: 'Warm golds', link: '/goods/list?keyWords=gold', image: picture }, home.banners[2]];
    await ok(staff, S.catalogBannersSave, { banners });
    expect((await api.call<HomePageData>(API.csite.homePage, {})).data!.banners).toEqual(banners);
    refused(await as(staff)(S.catalogBannersSave, { banners: [{ ...banners[0], link: '//evil.example/x' }] }), RES.INVALID_PARAMS, /page of this site/);
    refused(await as(staff)(S.catalogBannersSave, { banners: [{ ...banners[0], link: 'javascript:alert(1)' }] }), RES.INVALID_PARAMS, /page of this site/);
    refused(await as(staff)(S.catalogBannersSave, { banners: [{ ...banners[0], image: '/media/banner/unknown.svg' }] }), RES.INVALID_PARAMS, /not a catalogue picture/);
    const audit = await lastAudit('banners');
    expect((audit!.before as { banners: unknown[] }).banners).toHaveLength(3);
    expect(await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'banners.save'), eq(staffAudit.staffId, staff.id)))).toHaveLength(1);
  });
});
