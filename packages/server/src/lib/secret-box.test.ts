import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, never shows the secret, and refuses a changed or foreign value', () => {
    const box = secretBox('server-secret-server-secret-server-secret', 'webhooks');
    const sealed = box.seal('whsec_abc123');
    expect(sealed).not.toContain('abc123');
    expect(box.seal('whsec_abc123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('whsec_abc123');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const flipped = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox('another-server-secret-another!!', 'webhooks').open(sealed)).toThrow();
    expect(() =>
      secretBox('server-secret-server-secret-server-secret', 'tokens').open(sealed),
    ).toThrow();
  });
});
