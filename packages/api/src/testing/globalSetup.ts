import type { TestProject } from 'vitest/node';
import { buildTemplates } from './templates';

/** Once per run, before any suite: the template databases every suite copies (templates.ts). */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const { templates, remove } = await buildTemplates();
  console.log(`database templates (${templates.kind}) built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('swTemplates', templates);
  return remove;
}
