import type { Endpoint } from '../lib/endpoint';

export const csiteEndpoints: Endpoint[] = [];
