import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { errorBodySchema } from '@common/contract/error';
import { AppError, guestLimit } from '@server/errors';
import { registerErrorHandler } from './error-handler';

/** A bare app whose one route throws what the test gives it. */
async function answerTo(thrown: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post('/boom', async () => {
    throw thrown;
  });
  try {
    const res = await app.inject({ method: 'POST', url: '/boom', payload: {} });
    return { statusCode: res.statusCode, body: errorBodySchema.parse(res.json()) };
  } finally {
    await app.close();
  }
}

describe('error bodies carry a code beside the spec message', () => {
  it('sends an AppError as its status, message, extra fields and its id as code', async () => {
    const res = await answerTo(guestLimit('You have reached the guest limit.'));
    expect(res.statusCode).toBe(429);
    expect(res.body).toEqual({
      status: 429,
      message: 'You have reached the guest limit.',
      isRateLimit: true,
      code: 'guest_limit',
    });
  });

  it('never lets an extra field replace the code', async () => {
    const res = await answerTo(new AppError('cooldown', 'Hang tight!', { code: 'other' }));
    expect(res.body.code).toBe('cooldown');
  });

  it('sends a zod failure as 400 invalid_input, and a bad e-mail address as invalid_email', async () => {
    const parse = (schema: z.ZodType, value: unknown) => {
      try {
        schema.parse(value);
      } catch (err) {
        return err;
      }
      throw new Error('expected a failure');
    };
    const input = await answerTo(parse(z.object({ limit: z.number() }), { limit: 'x' }));
    expect(input.statusCode).toBe(400);
    expect(input.body).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(input.body.message).toMatch(/^limit: /);
    const email = await answerTo(
      parse(z.object({ email: z.email('Not an address.') }), { email: 'a' }),
    );
    expect(email.body).toEqual({
      status: 400,
      message: 'email: Not an address.',
      code: 'invalid_email',
    });
  });

  it("sends Fastify's client errors with the code of their status", async () => {
    const tooLarge = Object.assign(new Error('too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect((await answerTo(tooLarge)).body).toEqual({
      status: 413,
      message: 'The request is too large.',
      code: 'payload_too_large',
    });
    const other = Object.assign(new Error('Method not allowed here'), { statusCode: 405 });
    expect((await answerTo(other)).body).toMatchObject({ status: 405, code: 'bad_request' });
  });

  it('sends anything else as 500 internal without its details', async () => {
    const res = await answerTo(new Error('database password is hunter2'));
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
  });
});
