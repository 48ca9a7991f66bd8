import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../src/domain/secret-box';

describe('SecretBox (TOTP seeds at rest)', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed); // fresh IV each time
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('SECRET').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow('not a sealed secret');
  });

  it('derives a stable key from the signing key when AUTH_DATA_KEY is unset', () => {
    const signing = new TextEncoder().encode('x'.repeat(40));
    const sealed = SecretBox.fromKeys(undefined, signing).seal('abc');
    expect(SecretBox.fromKeys(undefined, signing).open(sealed)).toBe('abc');
    expect(() => SecretBox.fromKeys(undefined, new TextEncoder().encode('y'.repeat(40))).open(sealed)).toThrow();
  });
});
