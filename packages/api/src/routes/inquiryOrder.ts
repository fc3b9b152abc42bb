import type { Endpoint } from '../lib/endpoint';

export const inquiryOrderEndpoints: Endpoint[] = [];
