'use client';
import { useEffect, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useLoad } from '@/lib/useLoad';
import { CONTAINER } from '@/ui/SectionHeading';
import { idFromPath } from '../ids';
import { loadMemberGoodsDetail } from '../memberApi';
import { GoodsPageLoading } from './GoodsPageLoading';
import { MoqLine } from './MoqLine';
import { GoodsDetailView } from './GoodsDetailView';
import { OwnPrice } from './MemberDetailPrice';

/** The goods id of /goods/details/<id>, or null. */
const goodsIdOf = (pathname: string | null) => idFromPath((pathname ?? '').split('/').filter(Boolean).slice(2));

/** A goods made for the signed-in buyer's company: its page, with the company's price; the 404 for anyone else. */
export function MemberGoodsPage({ notFound }: { notFound: ReactNode }) {
  const goodsId = goodsIdOf(usePathname());
  const { value } = useLoad(goodsId ? `member-goods:${goodsId}` : null, () => loadMemberGoodsDetail(goodsId!));
  const detail = value?.ok ? value.data : null;
  useEffect(() => {
    if (detail) document.title = `${detail.goods.title} ${detail.goods.goodsCode}`;
  }, [detail]);
  if (!goodsId) return notFound;
  if (value === undefined) return <GoodsPageLoading />;
  if (!detail) return notFound;
  return (
    <div data-testid="exclusive-goods">
      <p className={`${CONTAINER} pt-6 text-xs font-medium tracking-[0.14em] text-accent uppercase`} data-testid="exclusive-badge">
        Made for your company: only your colleagues see this design
      </p>
      <GoodsDetailView goods={detail.goods} brand="" origin="" structuredData={false} price={<OwnPrice price={detail.price} aside={<MoqLine moq={detail.goods.moq} />} />} />
    </div>
  );
}
