/**
 * The one way to build a form: react-hook-form with a resolver on the protocol's zod schema (or the
 * protocol's validate* rules), and these pieces for what the buyer sees.
 */
export { Alert } from './Alert';
export { errorIdOf, Field, FieldError, inputClass, labelClass } from './Field';
export { CountrySelect } from './CountrySelect';
export { Input, TextArea } from './Input';
export { PasswordField, PasswordInput } from './PasswordField';
export { Select } from './Select';
export { SubmitButton, TextButton } from './SubmitButton';
export { useInitialFocus } from './useInitialFocus';
