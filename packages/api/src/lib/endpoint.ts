import type { z } from 'zod';
import type { CallContext } from '../context';
import type { Member } from '../services/auth/sessions';

/** Who may call an endpoint: anyone, anyone (with the member when signed in), members, staff. */
export type Access = 'public' | 'optional' | 'member' | 'staff';

/** What a handler sees: the app refuses member and staff calls without a session before the handler runs. */
export type HandlerContext<A extends Access, I> = A extends 'member' | 'staff'
  ? CallContext<I> & { member: Member; token: string }
  : CallContext<I>;

export interface Endpoint<S extends z.ZodType = z.ZodType> {
  path: string;
  access: Access;
  input: S;
  handle: (ctx: CallContext<z.output<S>>) => Promise<unknown>;
}

/** Declares one back-end path: its input schema, who may call it and what it does. */
export function endpoint<A extends Access, S extends z.ZodType>(
  path: string,
  access: A,
  input: S,
  handle: (ctx: HandlerContext<A, z.output<S>>) => Promise<unknown>,
): Endpoint {
  return { path, access, input, handle } as unknown as Endpoint;
}
