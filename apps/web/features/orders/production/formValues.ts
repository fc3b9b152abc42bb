import type { z } from 'zod';
import type { productionUpdateSchema } from '@sw/protocol';

/** The update form's values: the schema's input, with the inspection's fields as typed (text until the schema reads them). */
export type UpdateFormInput = Omit<z.input<typeof productionUpdateSchema>, 'inspection'> & {
  inspection?: { sampleSize: string; defects: string; result: 'pass' | 'fail' | null };
};
export type UpdateFormOutput = z.output<typeof productionUpdateSchema>;
