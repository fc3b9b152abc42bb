import { describe, expect, it } from 'vitest';
import {
  acceptPasswordInput, filterEmail, isValidCode, isValidEmail, uploadFileName, validatePassword,
  validatePasswordRepeat, validateUpload,
} from './validation';

describe('email', () => {
  it('trims and strips characters other than letters, digits, @ . _ -', () => {
    expect(filterEmail('  Jo hn+x!@Exa mple.com ')).toBe('Johnx@Example.com');
  });
  it.each([['a@b.co', true], ['a@b', false], ['ab.com', false], ['a b@c.de', false], ['x@y.z', true]])('%s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('password', () => {
  it('gives the spec messages', () => {
    expect(validatePassword('   ')).toBe('Please enter password.');
    expect(validatePassword('abc12')).toBe('At least 6 characters.');
    expect(validatePassword('abc123')).toBeNull();
    expect(validatePasswordRepeat('abc123', 'abc124')).toBe('The passwords do not match. Please try again.');
    expect(validatePasswordRepeat('abc123', 'abc')).toBe('At least 6 characters.');
    expect(validatePasswordRepeat('abc123', 'abc123')).toBeNull();
  });
  it('reverts input with other characters or over 30 characters', () => {
    expect(acceptPasswordInput('abc', 'abc!^*~_+@#$%&()')).toBe('abc!^*~_+@#$%&()');
    expect(acceptPasswordInput('abc', 'abc d')).toBe('abc');
    expect(acceptPasswordInput('abc', 'abc-')).toBe('abc');
    expect(acceptPasswordInput('a'.repeat(30), 'a'.repeat(31))).toBe('a'.repeat(30));
  });
});

describe('verification code', () => {
  it('is six digits', () => {
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('12345a')).toBe(false);
  });
});

describe('upload', () => {
  it('refuses files over the limit (10485760 bytes by default)', () => {
    expect(validateUpload({ name: 'a.png', size: 10485760 })).toBeNull();
    expect(validateUpload({ name: 'a.png', size: 10485761 })).toBe('File size exceeds the limit.');
    expect(validateUpload({ name: 'a.png', size: 2000 }, 1000)).toBe('File size exceeds the limit.');
  });
  it.each(['.html', '.exe', '.sys', '.com', '.asm', '.php', '.res', '.rodata', '.data', '.dmg'])('refuses %s in any case', (ext) => {
    expect(validateUpload({ name: `logo${ext.toUpperCase()}`, size: 10 })).toBe('Unsupported file format.');
  });
  it('names a nameless file after the time, as .png', () => {
    expect(uploadFileName('', 1700000000000)).toBe('1700000000000.png');
    expect(uploadFileName('logo.ai')).toBe('logo.ai');
  });
});
