import { API } from '../paths';
import { answer, contract } from '../contract';
import { z } from '../z';
import { completeInformationInputSchema, verificationCodeField } from '../schemas/auth';
import type { CompleteInformationResult, MemberInformation } from '../types/account';
import { noInput } from './noInput';

/** The signed-in member's own account data (base/). */
export const viewInformation = contract({
  path: API.base.viewInformation, access: 'member', role: 'viewer', input: noInput, answer: answer<MemberInformation>(),
});

/** Company information for new-design access; the back-end also checks the country against countryList.do. */
export const completeInformation = contract({
  path: API.base.completeInformation, access: 'member', role: 'admin', input: completeInformationInputSchema,
  answer: answer<CompleteInformationResult>(),
});

/** Proof of address: a code to the member's own email (same rules as the reset code). */
export const sendConfirmMail = contract({
  path: API.base.sendConfirmMail, access: 'member', role: 'viewer', input: noInput, answer: answer<boolean>(),
});

/** Confirms the member's email with the code; needed before an access request or an inquiry. */
export const confirmEmail = contract({
  path: API.base.confirmEmail, access: 'member', role: 'viewer', input: z.object({ veriCode: verificationCodeField }), answer: answer<boolean>(),
});
