'use client';
import { hashPassword, type InputOf, payments, type StaffRole, staffPeople } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The console's people calls from the browser (staff sessions only; the back-end refuses anyone else). */
export const decideAccess = (input: InputOf<typeof staffPeople.decideAccess>) => call(staffPeople.decideAccess, input);
export const handleLead = (input: InputOf<typeof staffPeople.handleLead>) => call(staffPeople.handleLead, input);
export const setMemberDisabled = (input: InputOf<typeof staffPeople.setMemberDisabled>) => call(staffPeople.setMemberDisabled, input);
/** The password travels as the sign-in dialog sends it: hashed with the address. */
export const addStaff = (email: string, password: string, roles: StaffRole[]) =>
  call(staffPeople.addStaff, { email, pwd: hashPassword(email.trim().toLowerCase(), password), roles });
/** A staff member's roles, replaced (an administrator's call). */
export const setStaffRoles = (input: InputOf<typeof staffPeople.setStaffRoles>) => call(staffPeople.setStaffRoles, input);
/** A company's account manager, or none (a sales manager's call). */
export const assignAccountManager = (input: InputOf<typeof staffPeople.assignAccountManager>) => call(staffPeople.assignAccountManager, input);
/** Marks a buyer for net terms (the quotation editor then offers 'Net 30 after shipment'), or takes it away. */
export const setMemberNetTerms = (input: InputOf<typeof payments.setMemberNetTerms>) => call(payments.setMemberNetTerms, input);
