import { errorMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { confirm } from '@/ui/confirm';

type Result = { ok: true } | ({ ok: false } & Parameters<typeof errorMessage>[0]);

/**
 * Removes one catalogue record (a category, a facet value, a factory) after asking 'Remove X?' with `message`:
 * refused, the reason shows as a warning; removed, a toast says so and the screen reloads.
 */
export async function removeRecord(
  name: string,
  message: string,
  remove: () => Promise<Result>,
  refresh: () => void,
): Promise<void> {
  if (!(await confirm({ title: `Remove ${name}?`, message, confirmText: 'Remove', cancelText: 'Cancel' }))) return;
  const result = await remove();
  if (!result.ok) {
    notify(errorMessage(result), 2);
    return;
  }
  notify(`${name} removed.`);
  refresh();
}

/**
 * Saves one catalogue record from its form (a category, a facet value, a factory): refused, the reason shows in
 * the form (`show`); saved, a toast says '<name> saved.' and `done` closes the form and reloads the screen.
 */
export async function saveRecord(name: string, save: () => Promise<Result>, show: (problem: string | null) => void, done: () => void): Promise<void> {
  show(null);
  const result = await save();
  if (!result.ok) {
    show(errorMessage(result));
    return;
  }
  notify(`${name} saved.`);
  done();
}
