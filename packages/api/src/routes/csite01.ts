import type { Endpoint } from '../lib/endpoint';

export const csite01Endpoints: Endpoint[] = [];
