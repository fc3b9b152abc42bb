import type { Endpoint } from '../lib/endpoint';

export const inquiryCartEndpoints: Endpoint[] = [];
