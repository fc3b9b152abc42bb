import { cache } from 'react';
import { contact, type Country } from '@sw/protocol';
import { load } from '@/lib/backend/load.server';

/** Countries for the contact form; an empty list lets the form fall back to free text. */
export const getCountries = cache(async (): Promise<Country[]> => {
  try {
    return await load(contact.countryList);
  } catch (error) {
    console.error(error);
    return [];
  }
});
