/** The texts the spec fixes that the back-end also sends or checks, to the letter; the storefront's own copy is in apps/web/lib/copy.ts. */
export const MSG = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter password.',
  passwordTooShort: 'At least 6 characters.',
  passwordsDiffer: 'The passwords do not match. Please try again.',
  codeTooOften: "You've requested verification codes too often; please wait 60 secs before retrying.",
  emailNotRegistered: 'Email is not registered',
  wrongPassword: 'Invalid username or password.',
  /** A member path called without a session (21008). */
  notSignedIn: 'Please sign in first.',
  codeIncorrect: 'Verification code is incorrect.',
  serviceException: 'Service exception',
  fileTooLarge: 'File size exceeds the limit.',
  unsupportedFormat: 'Unsupported file format.',
  /** Sign-in (10022) and every call of a session (25051501) of an account that staff disabled. */
  accountDisabled: 'This account has been disabled. Please contact our sales team if you think this is a mistake.',
} as const;
