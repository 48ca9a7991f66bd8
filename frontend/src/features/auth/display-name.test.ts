import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';
import { safeNextPath } from './safe-next';

describe('display name (spec 000 user menu)', () => {
  it('uses the name, else the part of the email before the at sign, else User', () => {
    expect(displayName({ fullName: ' Jo Parent ', email: 'jo@example.com' })).toBe('Jo Parent');
    expect(displayName({ fullName: '  ', email: 'sam.smith@example.com' })).toBe('sam.smith');
    expect(displayName({ fullName: '', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('where to go after signing in', () => {
  it('returns to a path on this site, never to another origin or back to the login page', () => {
    expect(safeNextPath('/favorites?tab=collections')).toBe('/favorites?tab=collections');
    expect(safeNextPath(null)).toBe('/dashboard');
    expect(safeNextPath('https://evil.example/')).toBe('/dashboard');
    expect(safeNextPath('//evil.example/')).toBe('/dashboard');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard');
    expect(safeNextPath('/login?next=/admin')).toBe('/dashboard');
  });
});
