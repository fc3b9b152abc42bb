import { describe, expect, it } from 'vitest';
import { emailSuggestions } from './emailSuggestions';

const suffixes = ['@gmail.com', '@outlook.com', '@hotmail.com', '@yahoo.com'];

describe('emailSuggestions', () => {
  it('offers every suffix while only the name is typed', () => {
    expect(emailSuggestions('anna', suffixes)).toEqual(['anna@gmail.com', 'anna@outlook.com', 'anna@hotmail.com', 'anna@yahoo.com']);
  });
  it('narrows to the suffixes that continue the typed domain', () => {
    expect(emailSuggestions('anna@h', suffixes)).toEqual(['anna@hotmail.com']);
    expect(emailSuggestions('anna@', suffixes, 2)).toEqual(['anna@gmail.com', 'anna@outlook.com']);
  });
  it('offers nothing for an empty name, a complete suffix or an unknown domain', () => {
    expect(emailSuggestions('', suffixes)).toEqual([]);
    expect(emailSuggestions('@gm', suffixes)).toEqual([]);
    expect(emailSuggestions('anna@gmail.com', suffixes)).toEqual([]);
    expect(emailSuggestions('anna@company.de', suffixes)).toEqual([]);
  });
});
