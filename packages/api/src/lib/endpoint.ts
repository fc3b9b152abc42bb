import type { z } from 'zod';
import type { CallContext } from '../context';

/** Who may call an endpoint: anyone, anyone (with the member when signed in), members, staff. */
export type Access = 'public' | 'optional' | 'member' | 'staff';

export interface Endpoint<S extends z.ZodType = z.ZodType> {
  path: string;
  access: Access;
  input: S;
  handle: (ctx: CallContext<z.output<S>>) => Promise<unknown>;
}

/** Declares one back-end path: its input schema, who may call it and what it does. */
export function endpoint<S extends z.ZodType>(
  path: string,
  access: Access,
  input: S,
  handle: (ctx: CallContext<z.output<S>>) => Promise<unknown>,
): Endpoint {
  return { path, access, input, handle } as unknown as Endpoint;
}
