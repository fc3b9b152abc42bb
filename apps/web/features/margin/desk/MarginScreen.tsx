'use client';
import Form from 'next/form';
import { useState } from 'react';
import { errorMessage, type MarginSettings } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePageHead, ConsolePanel, queueControl } from '@/ui/console';
import { Alert } from '@/ui/form';
import { saveGoodsCost, saveMarginFloor } from './api';
import { ValueForm } from './ValueForm';

const SOURCE: Record<string, string> = { goods: 'its own', category: 'its category’s', default: 'the default' };

/** What the member may change: costs (catalogue, finance), floors (sales manager). */
export interface MarginRights {
  costs: boolean;
  floors: boolean;
}

type Save = (change: () => ReturnType<typeof saveMarginFloor>, done: string) => Promise<string | null>;

/** The goods a code found: its cost, its specifications' costs, and its own floor. */
function GoodsPanel({ goods, rights, save }: { goods: NonNullable<MarginSettings['goods']>; rights: MarginRights; save: Save }) {
  const goodsId = goods.goodsId;
  return (
    <ConsolePanel testId="goods-margin" title={`${goods.code} · ${goods.title}`}>
      <dl className="grid gap-3 text-[13px] sm:grid-cols-[200px_minmax(0,1fr)]">
        <dt className="text-ink-muted">Cost per piece (USD)</dt>
        <dd>
          <ValueForm key={`c${goods.cost}`} label={`Cost of ${goods.code}`} value={goods.cost} suffix="USD" testId="goods-cost" placeholder="none"
            onSave={rights.costs ? (cost) => save(() => saveGoodsCost({ goodsId, cost }), `Cost of ${goods.code} saved.`) : undefined} />
        </dd>
        <dt className="text-ink-muted">Own floor</dt>
        <dd>
          <ValueForm key={`f${goods.percent}`} label={`Floor of ${goods.code}`} value={goods.percent} suffix="%" testId="goods-floor" placeholder="none"
            onSave={rights.floors ? (percent) => save(() => saveMarginFloor({ scope: 'goods', goodsId, percent }), `Floor of ${goods.code} saved.`) : undefined} />
          <p className="mt-1 text-[12px] text-ink-muted">Applies: {goods.floor.percent} %, {SOURCE[goods.floor.source]} ({goods.category}).</p>
        </dd>
      </dl>
      {goods.specs.length ? (
        <ul className="mt-4 divide-y divide-line border-t border-line text-[13px]" data-testid="spec-costs">
          {goods.specs.map((spec) => (
            <li key={spec.specId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-ink">Specification {spec.skuCode}</span>
              <ValueForm key={`s${spec.cost}`} label={`Cost of ${spec.skuCode}`} value={spec.cost} suffix="USD" testId="spec-cost" placeholder="goods’"
                onSave={rights.costs ? (cost) => save(() => saveGoodsCost({ goodsId, specId: spec.specId, cost }), `Cost of ${spec.skuCode} saved.`) : undefined} />
            </li>
          ))}
        </ul>
      ) : null}
    </ConsolePanel>
  );
}

/** The default floor and each category's own. */
function FloorsPanel({ settings, rights, save }: { settings: MarginSettings; rights: MarginRights; save: Save }) {
  const onSave = (scope: 'default' | 'category', categoryId?: string) => (rights.floors
    ? (percent: string | null) => save(() => saveMarginFloor({ scope, categoryId, percent }), 'Floor saved.')
    : undefined);
  return (
    <ConsolePanel testId="floors" title="Floors">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3 text-[13px]">
        <span className="font-medium text-ink">Default (goods and categories without their own)</span>
        <ValueForm key={settings.defaultPercent} label="Default floor" value={settings.defaultPercent} suffix="%" testId="default-floor" onSave={onSave('default')} />
      </div>
      <ul className="divide-y divide-line text-[13px]">
        {settings.categories.map((c) => (
          <li key={c.categoryId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-ink">{c.name}</span>
            <ValueForm key={`${c.categoryId}:${c.percent}`} label={`Floor of ${c.name}`} value={c.percent} suffix="%" testId="category-floor" placeholder="default" onSave={onSave('category', c.categoryId)} />
          </li>
        ))}
      </ul>
    </ConsolePanel>
  );
}

/** /admin/margins: costs per goods or specification and floors per category or goods; buyers never see either. */
export function MarginScreen({ initial, failure, code, rights }: { initial: MarginSettings | null; failure: string | null; code: string; rights: MarginRights }) {
  const [settings, setSettings] = useState(initial);
  const save: Save = async (change, done) => {
    const result = await change();
    if (!result.ok) return errorMessage(result);
    setSettings((shown) => ({ ...result.data, goods: result.data.goods ?? shown?.goods ?? null }));
    notify(done);
    return null;
  };
  return (
    <div className="space-y-4">
      <ConsolePageHead title="Costs and floors" line="Margins are checked against these when a quotation is sent. Buyers never see them." />
      <Form action="/admin/margins" className="flex flex-wrap items-end gap-2" role="search" aria-label="Goods search">
        <label className="block">
          <span className="mb-1 block text-[12px] text-ink-muted">Goods code</span>
          <input name="code" defaultValue={code} className={`${queueControl} !w-56`} />
        </label>
        <button type="submit" className="btn btn-outline h-10 min-h-10">Find goods</button>
      </Form>
      <Alert message={failure} />
      {settings?.goods ? <GoodsPanel goods={settings.goods} rights={rights} save={save} /> : null}
      {settings ? <FloorsPanel settings={settings} rights={rights} save={save} /> : null}
    </div>
  );
}
