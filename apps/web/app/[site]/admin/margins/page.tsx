import { errorMessage, staffMargin, staffRolesAllow } from '@sw/protocol';
import { loadMarginScreen } from '@/features/margin/desk/api.server';
import { MarginScreen } from '@/features/margin/desk/MarginScreen';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Costs and floors');

export default async function MarginsPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const code = (await searchParams).code?.trim() ?? '';
  const { staff, settings } = await loadMarginScreen(code || undefined);
  const rights = {
    costs: staffRolesAllow(staff.staffRoles, staffMargin.saveCost.staffRoles!),
    floors: staffRolesAllow(staff.staffRoles, staffMargin.saveFloor.staffRoles!),
  };
  // A code that finds nothing still shows the floors.
  const fallback = settings.ok ? null : await loadMarginScreen(undefined);
  const shown = settings.ok ? settings.data : fallback?.settings.ok ? fallback.settings.data : null;
  return <MarginScreen key={code} initial={shown} failure={settings.ok ? null : errorMessage(settings)} code={code} rights={rights} />;
}
