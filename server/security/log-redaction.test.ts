import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('blanks verification tokens, OAuth codes and media signatures in URLs', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJ.abc&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=%5Bredacted%5D&callbackURL=%2Flogin',
    );
    expect(redactUrl('/api/auth/oauth2/callback/google?code=c0de&state=st4te')).not.toMatch(
      /c0de|st4te/,
    );
    expect(redactUrl('/media/4?exp=1&sig=s1gn')).not.toContain('s1gn');
    expect(redactUrl('/api/speeches/user/4?limit=100')).toBe('/api/speeches/user/4?limit=100');
  });

  it('keeps cookies, passwords and tokens out of what Fastify logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'got it');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/echo?token=t0ken-value',
      headers: { cookie: 'podium.session_token=s3ssion', authorization: 'Bearer b34rer' },
      payload: { email: 'ann@example.com', password: 'hunter22' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('ann@example.com');
    for (const secret of ['t0ken-value', 's3ssion', 'b34rer', 'hunter22']) {
      expect(log).not.toContain(secret);
    }
  });
});
