import { errorMessage } from '@sw/protocol';
import { loadMailOutbox } from '@/features/mail/desk/api.server';
import { MailDesk } from '@/features/mail/desk/MailDesk';
import { readMailQueue } from '@/features/mail/desk/queueQuery';
import type { SearchParams } from '@/lib/queueQuery';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Mail');

export default async function MailDeskPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readMailQueue(await searchParams);
  const result = await loadMailOutbox(input);
  return <MailDesk page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}
