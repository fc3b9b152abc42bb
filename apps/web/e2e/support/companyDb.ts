import pg from 'pg';

/**
 * The company scene of the order-approval spec, set straight in the test run's own database (the one scripts/e2e.mjs
 * made on TEST_DATABASE_URL, E2E_DATABASE_URL): a registered member becomes a colleague of another with a role, and the
 * company gets an approval threshold. On PGlite (one process per database) there is no second connection:
 * `companyDbAvailable` is false and the spec skips.
 */

export const companyDbAvailable = Boolean(process.env.E2E_DATABASE_URL);

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Moves `email` into the company of `adminEmail` with `role`; answers that company's id. */
export function joinCompany(email: string, adminEmail: string, role: 'admin' | 'buyer' | 'viewer'): Promise<string> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ company_id: string }>('select company_id from members where email = $1', [adminEmail.toLowerCase()]);
    const companyId = rows[0]!.company_id;
    await client.query('update members set company_id = $1, company_role = $2 where email = $3', [companyId, role, email.toLowerCase()]);
    return companyId;
  });
}

/** The company's approval threshold (a decimal string, or null for no rule). */
export function setApprovalThreshold(companyId: string, amount: string | null): Promise<void> {
  return withClient(async (client) => {
    await client.query('update companies set approval_threshold = $1 where id = $2', [amount, companyId]);
  });
}
