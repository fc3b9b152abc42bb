import { FORBIDDEN_UPLOAD_EXTENSIONS, LIMITS } from './constants';
import { MSG } from './messages';

/** Non-space text, @, a domain containing a dot. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Trims and removes every character other than letters, digits, @ . _ - */
export function filterEmail(input: string): string {
  return input.trim().replace(/[^A-Za-z0-9@._-]/g, '');
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** Letters, digits and ! ^ * ~ _ + @ # $ % & ( ), at most 30. */
export const PASSWORD_INPUT_PATTERN = /^[A-Za-z0-9!^*~_+@#$%&()]{0,30}$/;

/** The password input reverts any change that breaks the allowed characters or the length. */
export function acceptPasswordInput(previous: string, next: string): string {
  return PASSWORD_INPUT_PATTERN.test(next) ? next : previous;
}

/** Returns the message to show, or null when the password is acceptable. */
export function validatePassword(input: string): string | null {
  const value = input.trim();
  if (!value) return MSG.passwordRequired;
  if (value.length < LIMITS.passwordMin) return MSG.passwordTooShort;
  return null;
}

export function validatePasswordRepeat(password: string, repeat: string): string | null {
  const value = repeat.trim();
  if (value.length < LIMITS.passwordMin) return MSG.passwordTooShort;
  if (value !== password.trim()) return MSG.passwordsDiffer;
  return null;
}

/** Exactly the code length of LIMITS, digits only. */
export const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`);

export function isValidCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** A file without a name is named after the current time, as a .png. */
export function uploadFileName(name: string | undefined, now = Date.now()): string {
  return name && name.trim() ? name : `${now}.png`;
}

/** Returns the error message for a file that may not be uploaded, or null. */
export function validateUpload(
  file: { name?: string; size: number },
  maxBytes: number = LIMITS.maxUploadBytes,
): string | null {
  if (file.size > maxBytes) return MSG.fileTooLarge;
  const ext = fileExtension(uploadFileName(file.name));
  if ((FORBIDDEN_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return MSG.unsupportedFormat;
  return null;
}
