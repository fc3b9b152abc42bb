import { errorMessage } from '@sw/protocol';
import { loadCatalogGoods, loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { GoodsTable } from '@/features/staff/catalog/GoodsTable';
import { readGoodsQuery, type SearchParams } from '@/features/staff/catalog/goodsQuery';

export const generateMetadata = staffMetadata('Goods');

export default async function CatalogGoodsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readGoodsQuery(await searchParams);
  const [result, setup] = await Promise.all([loadCatalogGoods(input), loadCatalogSetup()]);
  return (
    <GoodsTable
      page={result.ok ? result.data : null}
      raw={raw}
      problems={problems}
      failure={result.ok ? null : errorMessage(result)}
      setup={setup.ok ? setup.data : null}
    />
  );
}
