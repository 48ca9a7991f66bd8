import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts small secrets at rest (TOTP seeds) with AES-256-GCM. A leaked database row alone no
 * longer lets anyone mint second-factor codes. Output: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Uint8Array) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.key = Buffer.from(key);
  }

  /** The key from AUTH_DATA_KEY, or derived (HKDF-SHA256) from the access-token signing key. */
  static fromKeys(dataKey: Uint8Array | undefined, signingKey: Uint8Array): SecretBox {
    return new SecretBox(dataKey ?? new Uint8Array(hkdfSync('sha256', signingKey, 'kah-auth', 'totp-secrets-v1', 32)));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plaintext; throws when the value was tampered with or sealed under another key. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
