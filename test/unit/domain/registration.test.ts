import { describe, expect, it } from 'vitest';
import { confirmTokenOf, confirmationPath, withoutConfirmToken } from '../../../src/domain/registration.ts';

describe('registration links', () => {
  it('the mailed path opens the register page of the index with the token, which the page reads back', () => {
    const path = confirmationPath('abc_DEF-123');
    expect(path).toBe('/?confirm=abc_DEF-123#register');
    const url = new URL(path, 'http://app.test');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#register');
    expect(confirmTokenOf(url.search)).toBe('abc_DEF-123');
  });

  it('no token, or an empty one, is no link', () => {
    expect(confirmTokenOf('')).toBeNull();
    expect(confirmTokenOf('?confirm=')).toBeNull();
    expect(confirmTokenOf('?redirect=%2Fcontentplanner')).toBeNull();
  });

  it('starting again keeps the rest of the query (the kept redirect) and drops the token', () => {
    expect(withoutConfirmToken('?confirm=abc&redirect=%2Ftopics')).toBe('?redirect=%2Ftopics');
    expect(withoutConfirmToken('?confirm=abc')).toBe('');
  });
});
