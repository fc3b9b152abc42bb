import type { Endpoint } from '../lib/endpoint';
import { baseEndpoints } from './base';
import { baseCacheEndpoints } from './baseCache';
import { csiteEndpoints } from './csite';
import { csite01Endpoints } from './csite01';
import { inquiryCartEndpoints } from './inquiryCart';
import { inquiryOrderEndpoints } from './inquiryOrder';
import { erpEndpoints } from './erp';
import { staffEndpoints } from './staff';
import { filesEndpoints } from './files';

export const allEndpoints: Endpoint[] = [
  ...baseEndpoints,
  ...baseCacheEndpoints,
  ...csiteEndpoints,
  ...csite01Endpoints,
  ...inquiryCartEndpoints,
  ...inquiryOrderEndpoints,
  ...erpEndpoints,
  ...staffEndpoints,
  ...filesEndpoints,
];
