import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from './harness';
import type { BuilderOptions, Person } from './inquiries';
import { startTestSmtp, type TestSmtp } from './smtp';

/**
 * A staff-desk test file's servers: the test SMTP server, a back-end seeded with `goods` goods that mails through
 * it, and one staff account named `staffNick`, started before the file's tests and closed after them. `tools`
 * makes the file's helpers (inquiryTesting, orderTesting) on the servers as they will be; `api()` and `smtp()`
 * read them inside a test; `through` is how its builders work (BuilderOptions). `staff` is the same object throughout, filled in before the first test.
 */
export function staffDeskFile<T extends { person: (options: { role: 'staff'; nick: string }) => Promise<Person> }>(
  tools: (api: () => TestApi, smtp: () => TestSmtp, builders?: BuilderOptions) => T,
  options: { goods: number; staffNick: string } & BuilderOptions,
): { t: T; api: () => TestApi; smtp: () => TestSmtp; staff: Person } {
  let api: TestApi;
  let smtp: TestSmtp;
  const servers = { api: () => api, smtp: () => smtp };
  const t = tools(servers.api, servers.smtp, { through: options.through });
  const staff = {} as Person;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    api = await startTestApi({ seed: { goods: options.goods }, smtpUrl: smtp.url });
    Object.assign(staff, await t.person({ role: 'staff', nick: options.staffNick }));
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  return { t, ...servers, staff };
}
