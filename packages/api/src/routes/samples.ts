import { samples } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { requestSamples } from '../workflows/requestSamples';
import { saveSampleSettings, viewSampleSettings } from '../services/samples';

/** Samples: the buyer's request (a sample order at once) and the console's catalogue-wide sample rules. */
export const sampleEndpoints: Endpoint[] = [
  endpoint(samples.requestSamples, ({ deps, member, theme, ip, input }) => requestSamples(deps, { member, theme, ip }, input)),
  endpoint(samples.sampleSettings, ({ deps }) => viewSampleSettings(deps.database.db)),
  endpoint(samples.saveSampleSettings, ({ deps, member, input }) => saveSampleSettings(deps, member, input)),
];
