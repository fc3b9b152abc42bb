import type { Country } from '@sw/protocol';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from './Input';
import { Select } from './Select';

/**
 * The country of a form, from countryList.do: a select of the names, sending the two-letter code. When the list
 * could not be loaded, a plain input for the code keeps the form usable (the back-end checks the code).
 */
export function CountrySelect({
  countries, field, id, invalid, autoComplete = 'country',
}: {
  countries: Country[] | null;
  /** react-hook-form's register('country'). */
  field: UseFormRegisterReturn;
  id: string;
  invalid?: boolean;
  autoComplete?: string;
}) {
  if (!countries || countries.length === 0) {
    return <Input {...field} id={id} invalid={invalid} autoComplete={autoComplete} maxLength={2} placeholder="Two-letter code, e.g. US" className="uppercase" />;
  }
  return (
    <Select {...field} id={id} invalid={invalid} autoComplete={autoComplete}>
      <option value="">Choose a country</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>{country.name}</option>
      ))}
    </Select>
  );
}
