import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { serviceSignature, signatureHeaders, standardWebhooksKey, standardWebhooksSignature } from './signing';
import { verifyServiceSignature, verifyStandardWebhook } from './verify';

// Vectors computed outside this code base: the first is the example of the Standard Webhooks
// specification; the others were computed with `openssl dgst -sha256 -hmac` / `-macopt hexkey:`.
const SPEC = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  standard: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  service: 'sha256=80ec8a89ce3cd22133a1066caecb4d04fea7467657c8514d717ec42c38a5c94c',
};
const PAYLOAD = {
  // Key bytes 00 01 02 … 1f.
  secret: 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  id: 'msg_test123',
  timestamp: 1700000000,
  body:
    '{"event":"project.completed","projectId":"prj_AAAAAAAAAAAAAAAAAAAAAAAA","status":{"projectId":"prj_AAAAAAAAAAAAAAAAAAAAAAAA",' +
    '"status":"done","done":true,"totalResults":3,"verifiedResults":2,"requestedTarget":null,"starredResults":0,' +
    '"clarificationQuestion":null,"error":null},"resultsUrl":"https://people.example.com/v1/projects/prj_AAAAAAAAAAAAAAAAAAAAAAAA/results"}',
  standard: 'v1,A056JdbCJ+bVwf5ZNMKiVc49O5emmGQzF/QxE9uQtCo=',
  service: 'sha256=a216fd68c99f6e7ed5da36890bea63811e7c9db61d5cd82aadce01fe99115726',
};

describe('signatures: fixed vectors', () => {
  it.each([SPEC, PAYLOAD])('X-Service-Signature is hex HMAC keyed with the whole whsec_ string ($id)', (v) => {
    expect(serviceSignature(v.body, v.secret)).toBe(v.service);
    expect(serviceSignature(Buffer.from(v.body), v.secret)).toBe(v.service);
  });

  it.each([SPEC, PAYLOAD])('webhook-signature is base64 HMAC of id.timestamp.body keyed with the decoded secret ($id)', (v) => {
    expect(standardWebhooksSignature(v.id, v.timestamp, v.body, v.secret)).toBe(v.standard);
  });

  it('the Standard Webhooks key is the 32 bytes after whsec_', () => {
    expect(standardWebhooksKey(PAYLOAD.secret).toString('hex')).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(() => standardWebhooksKey('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow(/whsec_/);
  });

  it('the two schemes use different key bytes (the prefix is part of the service key)', () => {
    const withoutPrefix = createHmac('sha256', PAYLOAD.secret.slice(6)).update(PAYLOAD.body).digest('hex');
    const decoded = createHmac('sha256', standardWebhooksKey(PAYLOAD.secret)).update(PAYLOAD.body).digest('hex');
    expect(PAYLOAD.service).not.toBe(`sha256=${withoutPrefix}`);
    expect(PAYLOAD.service).not.toBe(`sha256=${decoded}`);
  });
});

describe('signature headers against the official standardwebhooks package', () => {
  it('verifies with Webhook.verify and matches Webhook.sign, for generated secrets', () => {
    for (let i = 0; i < 20; i++) {
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      const body = JSON.stringify({ event: 'project.completed', n: i, text: 'naïve – “quoted” 😀' });
      const now = new Date();
      const headers = signatureHeaders({ webhookId: `msg_${i}`, body, secret, now });
      const wh = new Webhook(secret);
      expect(wh.verify(body, headers)).toEqual(JSON.parse(body));
      expect(headers['webhook-signature']).toBe(wh.sign(`msg_${i}`, new Date(Number(headers['webhook-timestamp']) * 1000), body));
      expect(verifyStandardWebhook(body, headers, secret)).toBe(true);
      expect(verifyServiceSignature(body, headers['x-service-signature'], secret)).toBe(true);
    }
  });

  it('the package refuses what we would refuse: a changed body, another secret', () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const body = '{"a":1}';
    const headers = signatureHeaders({ webhookId: 'msg_x', body, secret });
    expect(() => new Webhook(secret).verify('{"a": 1}', headers)).toThrow();
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(body, headers)).toThrow();
  });

  it('a fresh timestamp per attempt, the same id and service signature', () => {
    const secret = PAYLOAD.secret;
    const first = signatureHeaders({ webhookId: PAYLOAD.id, body: PAYLOAD.body, secret, now: new Date(1_700_000_000_000) });
    const later = signatureHeaders({ webhookId: PAYLOAD.id, body: PAYLOAD.body, secret, now: new Date(1_700_000_300_000) });
    expect(first['webhook-id']).toBe(later['webhook-id']);
    expect(first['x-service-signature']).toBe(later['x-service-signature']);
    expect(first['webhook-timestamp']).toBe('1700000000');
    expect(later['webhook-timestamp']).toBe('1700000300');
    expect(first['webhook-signature']).toBe(PAYLOAD.standard);
    expect(later['webhook-signature']).not.toBe(first['webhook-signature']);
  });
});

describe('verifyServiceSignature', () => {
  const { body, secret, service } = PAYLOAD;

  it('accepts the right signature, upper-case hex and surrounding spaces too', () => {
    expect(verifyServiceSignature(body, service, secret)).toBe(true);
    expect(verifyServiceSignature(Buffer.from(body), service, secret)).toBe(true);
    expect(verifyServiceSignature(body, `sha256=${service.slice(7).toUpperCase()}`, secret)).toBe(true);
    expect(verifyServiceSignature(body, `  ${service} `, secret)).toBe(true);
  });

  it.each([
    ['a re-serialised body', JSON.stringify(JSON.parse(body), null, 1), service, secret],
    ['one byte changed', body.replace('"totalResults":3', '"totalResults":4'), service, secret],
    ['another secret', body, service, 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHiA='],
    ['the secret without its prefix', body, service, secret.slice(6)],
    ['a missing header', body, undefined, secret],
    ['an empty header', body, '', secret],
    ['no sha256= prefix', body, service.slice(7), secret],
    ['another algorithm', body, service.replace('sha256=', 'sha1='), secret],
    ['a truncated digest', body, service.slice(0, -2), secret],
    ['a digest with junk after it', body, `${service}00`, secret],
    ['non-hex characters', body, `sha256=${'z'.repeat(64)}`, secret],
  ])('refuses %s', (_what, rawBody, header, key) => {
    expect(verifyServiceSignature(rawBody, header, key)).toBe(false);
  });
});

describe('verifyStandardWebhook', () => {
  const { body, secret, id, timestamp, standard } = PAYLOAD;
  const at = new Date(timestamp * 1000);
  const headers = { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': standard };

  it('accepts the vector at its time, from a Headers object too, and among several signatures', () => {
    expect(verifyStandardWebhook(body, headers, secret, { now: at })).toBe(true);
    expect(verifyStandardWebhook(Buffer.from(body), new Headers(headers), secret, { now: at })).toBe(true);
    const several = { ...headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')} ${standard}` };
    expect(verifyStandardWebhook(body, several, secret, { now: at })).toBe(true);
  });

  it('refuses timestamps outside the tolerance (replays) and accepts them inside it', () => {
    expect(verifyStandardWebhook(body, headers, secret, { now: new Date(at.getTime() + 299_000) })).toBe(true);
    expect(verifyStandardWebhook(body, headers, secret, { now: new Date(at.getTime() + 301_000) })).toBe(false);
    expect(verifyStandardWebhook(body, headers, secret, { now: new Date(at.getTime() - 301_000) })).toBe(false);
    expect(verifyStandardWebhook(body, headers, secret, { now: new Date(at.getTime() + 3_600_000), toleranceSeconds: 7200 })).toBe(true);
  });

  it.each([
    ['another id', { ...headers, 'webhook-id': 'msg_other' }, body, secret],
    ['another timestamp', { ...headers, 'webhook-timestamp': String(timestamp + 1) }, body, secret],
    ['a changed body', headers, body.replace('3', '4'), secret],
    ['another secret', headers, body, SPEC.secret],
    ['v2 signatures only', { ...headers, 'webhook-signature': standard.replace('v1,', 'v2,') }, body, secret],
    ['a missing signature', { ...headers, 'webhook-signature': undefined }, body, secret],
    ['a non-numeric timestamp', { ...headers, 'webhook-timestamp': '1700000000.5' }, body, secret],
    ['a secret without whsec_', headers, body, secret.slice(6)],
  ])('refuses %s', (_what, h, rawBody, key) => {
    expect(verifyStandardWebhook(rawBody, h, key, { now: at })).toBe(false);
  });
});
