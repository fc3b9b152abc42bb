import type { StaffOrderView } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { ConsolePanel } from '@/ui/console';

const GATE_NAME = { production: 'Production started', shipping: 'Shipped' } as const;

/** The gates staff passed while closed, newest first, with the written reason and what was missing then. */
export function Overrides({ view }: { view: StaffOrderView }) {
  if (!view.overrides.length) return null;
  return (
    <ConsolePanel title="Gate overrides" testId="gate-overrides">
      <ul className="space-y-3 text-[13px]">
        {view.overrides.map((override) => (
          <li key={`${override.gate}-${override.at}`} data-testid="gate-override">
            <p className="font-medium text-ink">
              {GATE_NAME[override.gate]} without it · {override.by} · {dateTimeText(override.at)}
            </p>
            <p className="mt-0.5 whitespace-pre-line break-words text-ink">“{override.reason}”</p>
            {override.missing.map((missing) => (
              <p key={missing} className="mt-0.5 text-ink-muted">{missing}</p>
            ))}
          </li>
        ))}
      </ul>
    </ConsolePanel>
  );
}
