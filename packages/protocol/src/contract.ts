import type { z } from 'zod';
import type { CompanyRole } from './company';
import type { StaffRole } from './staffRoles';

/** Who may call a path: anyone, anyone (with the member when signed in), members, staff. */
export type Access = 'public' | 'optional' | 'member' | 'staff';

/**
 * Staff paths that reach one company's records: the input field the company is found by (an inquiry's, an order's,
 * a problem report's, a company's or a member's id, a buyer's email), or 'queue' for a list a sales person sees only
 * for their own accounts. A sales person (not a manager) is refused 20024 outside their accounts (callEndpoint.ts).
 */
export type AccountKey = 'inquiryId' | 'orderId' | 'problemId' | 'companyId' | 'memberId' | 'email' | 'queue';

/** The answer type of a call, carried in the type only (nothing at run time). */
export interface Answer<T> {
  readonly answerType?: T;
}

/** Marks a contract's answer type: `answer: answer<GoodsPage>()`. */
export const answer = <T>(): Answer<T> => ({});

/** One back-end call, declared once for both ends: its path, who may call it, its input and its answer. */
export interface Contract<S extends z.ZodType = z.ZodType, T = unknown, A extends Access = Access> {
  readonly path: string;
  readonly access: A;
  /** Member paths: the least company role that may call it ('buyer' when not said; staff are not asked). */
  readonly role?: CompanyRole;
  /**
   * Staff paths: the staff roles that may call it (docs/security.md, Staff roles). Required on every staff path
   * (contract() throws without); the administrator may call every one, a sales manager every sales path.
   */
  readonly staffRoles?: readonly StaffRole[];
  /** Staff paths on one company's records: how the account is found (AccountKey). */
  readonly account?: AccountKey;
  readonly input: S;
  readonly answer: Answer<T>;
}

/** What a caller sends (before parsing: ids may be strings of digits, text is trimmed by the schema). */
export type InputOf<C extends Contract> = z.input<C['input']>;
/** What the handler receives (after parsing). */
export type ParsedInputOf<C extends Contract> = z.output<C['input']>;
export type AnswerOf<C extends Contract> = C['answer'] extends Answer<infer T> ? T : never;
export type AccessOf<C extends Contract> = C['access'];

/** The least company role a member path needs; null where none is asked (public, optional and staff paths). */
export function neededRole(c: Pick<Contract, 'access' | 'role'>): CompanyRole | null {
  return c.access === 'member' ? (c.role ?? 'buyer') : null;
}

/** The staff roles a staff path allows; null where none is asked (public, optional and member paths). */
export function neededStaffRoles(c: Pick<Contract, 'access' | 'staffRoles'>): readonly StaffRole[] | null {
  return c.access === 'staff' ? (c.staffRoles ?? []) : null;
}

/** Declares a contract; keeps the literal access level and the exact schema in its type. */
export function contract<S extends z.ZodType, T, A extends Access>(definition: Contract<S, T, A>): Contract<S, T, A> {
  // A staff path without its roles would be open to every staff member: refuse to declare it.
  if (definition.access === 'staff' && !definition.staffRoles?.length) throw new Error(`${definition.path}: a staff contract declares its staffRoles`);
  return Object.freeze(definition);
}
