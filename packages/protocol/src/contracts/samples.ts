import { API } from '../paths';
import { answer, contract } from '../contract';
import { requestSamplesSchema, sampleSettingsSchema } from '../schemas/samples';
import type { OrderPlaced } from '../types/order';
import type { SampleSettings } from '../types/samples';
import { noInput } from './noInput';

/**
 * Samples (docs/protocol.md, Samples). A buyer (not a viewer) requests samples of one goods: the sample order is
 * created at once, priced on the back-end from the sample prices, paid in full before it ships. Staff keep the
 * catalogue-wide rules.
 */

export const requestSamples = contract({ path: API.erp.requestSamples, access: 'member', role: 'buyer', input: requestSamplesSchema, answer: answer<OrderPlaced>() });

export const sampleSettings = contract({ path: API.staff.sampleSettings, access: 'staff', staffRoles: ['sales', 'finance'], input: noInput, answer: answer<SampleSettings>() });

export const saveSampleSettings = contract({ path: API.staff.saveSampleSettings, access: 'staff', staffRoles: ['sales_manager'], input: sampleSettingsSchema, answer: answer<SampleSettings>() });
