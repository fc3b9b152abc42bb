import { z } from 'zod';

/** The input of a call that takes no parameters. */
export const noInput = z.object({});
