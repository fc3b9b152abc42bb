import pg from 'pg';

/**
 * A paid sample order seeded straight into the e2e server's PostgreSQL database (E2E_DATABASE_URL, set by
 * scripts/e2e.mjs with TEST_DATABASE_URL). TEMPORARY: until the samples helper's request and payment screens are
 * merged there is no path a browser test can request a sample through; once they are, the sample credit spec should
 * request and pay its sample that way and this file goes. On PGlite (no database URL) the spec is skipped.
 */

export const canSeedSampleOrders = () => Boolean(process.env.E2E_DATABASE_URL);

/** A paid sample order of `qty` pieces of the goods at `unitPrice` for the buyer's company, placed `daysAgo` days ago. */
export async function seedPaidSampleOrder(email: string, goods: { goodsId: string; title: string }, qty: number, unitPrice: string, daysAgo = 2): Promise<{ orderId: string; orderNo: string }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin');
    const member = (await client.query<{ id: string; company_id: string }>('select id, company_id from members where lower(email) = lower($1)', [email])).rows[0];
    if (!member?.company_id) throw new Error(`no company for ${email}`);
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
    // A number of a past day the server's own sequence has moved past (it numbers today's orders).
    const orderNo = `SO${createdAt.toISOString().slice(0, 10).replace(/-/g, '')}9${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    const address = { contactName: 'Ana Silva', company: null, phone: '+351 912 345 678', country: 'PT', countryName: 'Portugal', region: null, city: 'Porto', street: 'Rua das Flores 12', postcode: null };
    const order = (await client.query<{ id: number; total: string }>(
      `insert into orders (order_no, kind, status, member_id, company_id, currency, total, payment_terms, deposit_due, received, address, title, line_count, total_qty, search_text, created_at, updated_at)
       values ($1, 'sample', 'placed', $2, $3, 'USD', $4::numeric * $5, '{"kind":"prepaid","depositPercent":100,"netDays":null}', $4::numeric * $5, $4::numeric * $5, $6, $7, 1, $5, lower($1 || ' ' || $8), $9, $9)
       returning id, total`,
      [orderNo, member.id, member.company_id, unitPrice, qty, JSON.stringify(address), `Samples: ${goods.title}`, goods.title, createdAt],
    )).rows[0]!;
    await client.query(
      `insert into order_items (order_id, goods_id, title, qty, tiers, unit_price, sort) values ($1, $2, $3, $4, $5, $6, 0)`,
      [order.id, Number(goods.goodsId), goods.title, qty, JSON.stringify([{ minQty: 1, unitPrice: Number(unitPrice) }]), unitPrice],
    );
    await client.query(
      `insert into order_status_history (order_id, from_status, to_status, actor, actor_member_id, note, created_at) values ($1, null, 'placed', 'buyer', $2, 'Sample order (e2e seed).', $3)`,
      [order.id, member.id, createdAt],
    );
    await client.query('commit');
    return { orderId: String(order.id), orderNo };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
