'use client';
import { PEOPLE_LIMITS } from '@sw/protocol';
import { handleLead } from './api';
import { ActionButton, NoteDialog } from './NoteDialog';

/** Mark a lead handled with a note of what was done, or open it again. */
export function LeadActions({ leadId, name, handled }: { leadId: number; name: string; handled: boolean }) {
  if (handled) {
    return <ActionButton label="Reopen" testId="reopen-lead" done={`The lead from ${name} is open again.`} send={() => handleLead({ leadId, handled: false })} />;
  }
  return (
    <NoteDialog
      label="Mark handled"
      tone="primary"
      title={`Handled: the message from ${name}`}
      field="Note"
      placeholder="e.g. Called back, sent the catalogue and price list."
      max={PEOPLE_LIMITS.maxLeadNote}
      confirm="Mark handled"
      done={`The lead from ${name} is handled.`}
      testId="handle-lead"
      send={(note) => handleLead({ leadId, handled: true, note })}
    />
  );
}
