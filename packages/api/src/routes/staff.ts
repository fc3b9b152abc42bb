import type { Endpoint } from '../lib/endpoint';

export const staffEndpoints: Endpoint[] = [];
