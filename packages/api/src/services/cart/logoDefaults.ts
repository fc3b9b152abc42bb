import { CUSTOMIZATION_LIMITS, LIMITS, type LogoDefaults } from '@sw/protocol';
import type { Db } from '../../db/client';
import { goodsFields, goodsOnSale } from './lines';
import { categoryNamesOf } from './rules';
import { logoProfile } from './techniques';

/** getLogoDefaultData.do: the logo options of a goods on sale (by its category) and what the editor needs of it. */
export async function logoDefaults(db: Db, goodsId: number): Promise<LogoDefaults & { newFlag: number }> {
  const info = await goodsOnSale(db, goodsId);
  const { positions, techniques } = logoProfile(await categoryNamesOf(db, info.categoryId));
  return {
    ...goodsFields(info),
    skus: [...info.specs].map(([specId, spec]) => ({ specId: String(specId), skuCode: spec.skuCode, entries: spec.entries })),
    priceTiers: info.tiers,
    techniques,
    positions,
    defaultTechnique: techniques[0]!.code,
    defaultPosition: positions[0]!.code,
    maxFiles: CUSTOMIZATION_LIMITS.maxFiles,
    // The upload token's default limit (10485760 bytes).
    maxFileBytes: LIMITS.maxUploadBytes,
  };
}
