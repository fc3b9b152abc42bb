import { z } from 'zod';
import { API } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { EMAIL_SUFFIXES } from '../services/auth/emailSuffixes';

export const baseEndpoints: Endpoint[] = [
  endpoint(API.base.emailSuffixList, 'public', z.object({}), async () => EMAIL_SUFFIXES),
];
