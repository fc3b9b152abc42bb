import { account, isListedCountry, RES } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { ApiError } from '../lib/errors';
import { companyMember } from '../lib/member';
import { viewInformation } from '../services/account';
import { confirmEmail } from '../workflows/confirmEmail';
import { sendConfirmCode } from '../services/auth';
import { completeInformation } from '../workflows/completeInformation';
import { codeDeps, requestMeta as meta } from './requestMeta';

export const accountEndpoints: Endpoint[] = [
  endpoint(account.viewInformation, (ctx) => viewInformation(ctx.db, ctx.member.id)),

  endpoint(account.completeInformation, (ctx) => {
    // The shared schema checks the shape; the list of countries lives on the back-end (countryList.do).
    if (!isListedCountry(ctx.input.country)) throw new ApiError(RES.INVALID_PARAMS, 'country: Please choose a country.');
    return completeInformation(ctx.db, companyMember(ctx.member), ctx.input, { ...meta(ctx), theme: ctx.theme });
  }),

  endpoint(account.sendConfirmMail, async (ctx) => {
    await sendConfirmCode(codeDeps(ctx), ctx.member, meta(ctx));
    return true;
  }),

  endpoint(account.confirmEmail, async (ctx) => {
    await confirmEmail(ctx.db, ctx.member, ctx.input.veriCode, meta(ctx));
    return true;
  }),
];
