import type { Endpoint } from '../lib/endpoint';

export const erpEndpoints: Endpoint[] = [];
