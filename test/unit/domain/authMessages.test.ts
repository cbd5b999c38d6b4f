import { describe, expect, it } from 'vitest';
import { LOGIN_NOTES, loginNoteOf, loginWithNote } from '../../../src/domain/authMessages.ts';

describe('login notes', () => {
  it('shows a known note and nothing else from the URL', () => {
    expect(loginNoteOf('?note=password-reset')).toBe(LOGIN_NOTES['password-reset']);
    expect(loginNoteOf('?note=password-set&redirect=%2Fdashboard')).toBe(LOGIN_NOTES['password-set']);
    expect(loginNoteOf('?note=%3Cscript%3E')).toBeNull();
    expect(loginNoteOf('?note=toString')).toBeNull();
    expect(loginNoteOf('')).toBeNull();
  });

  it('builds the login page with a note', () => {
    expect(loginWithNote('password-reset')).toBe('/?note=password-reset#login');
  });
});
