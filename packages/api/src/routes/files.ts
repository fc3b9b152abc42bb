import type { Endpoint } from '../lib/endpoint';

export const filesEndpoints: Endpoint[] = [];
