import { API } from '../paths';
import { answer, contract } from '../contract';
import { completeInformationInputSchema } from '../schemas/auth';
import type { CompleteInformationResult, MemberInformation } from '../types';
import { noInput } from './noInput';

/** The signed-in member's own account data (base/). */
export const viewInformation = contract({
  path: API.base.viewInformation, access: 'member', input: noInput, answer: answer<MemberInformation>(),
});

/** Company information for new-design access; the back-end also checks the country against countryList.do. */
export const completeInformation = contract({
  path: API.base.completeInformation, access: 'member', input: completeInformationInputSchema,
  answer: answer<CompleteInformationResult>(),
});
