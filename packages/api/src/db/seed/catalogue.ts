import type { Db } from '../client';

/** Placeholder until the generator lands: see issue #2 (demo catalogue). */
export async function seedCatalogue(_db: Db, _options: { goods: number }): Promise<void> {}
