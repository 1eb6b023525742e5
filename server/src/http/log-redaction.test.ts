import { describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides e-mail link tokens in the path', () => {
    expect(redactUrl('/api/auth/confirm/abcDEF123_-')).toBe('/api/auth/confirm/[redacted]');
    expect(redactUrl('/api/auth/reset-password/abc?x=1')).toBe('/api/auth/reset-password/[redacted]?x=1');
    expect(redactUrl('/app/auth/confirm/abc')).toBe('/app/auth/confirm/[redacted]');
  });

  it("hides a provider's code and state, keeps the rest", () => {
    expect(redactUrl('/api/auth/authenticate/token/google?code=secret&state=s3&provider=google')).toBe(
      '/api/auth/authenticate/token/google?code=[redacted]&state=[redacted]&provider=google',
    );
  });

  it('leaves other URLs alone', () => {
    for (const url of [
      '/api/auth/reset-password',
      '/api/workspace/list?page=2',
      '/app',
      '/api/categories/3',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('is used by the request serializer', () => {
    expect(LOG_SERIALIZERS.req({ method: 'GET', url: '/api/auth/confirm/t', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/api/auth/confirm/[redacted]',
      host: undefined,
      remoteAddress: '127.0.0.1',
      remotePort: undefined,
    });
  });
});
