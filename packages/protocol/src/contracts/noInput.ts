import { z } from '../z';

/** The input of a call that takes no parameters. */
export const noInput = z.object({});
