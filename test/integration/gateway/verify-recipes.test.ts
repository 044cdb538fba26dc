/**
 * The ready-made `verifyVisitor` checks (Turnstile, hCaptcha, Friendly Captcha), each against a
 * local stand-in of its provider's siteverify endpoint that answers as the provider documents.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { friendlyCaptcha, hcaptcha, turnstile, type VerifyVisitor } from '../../../src/gateway/index';

interface Seen {
  path: string;
  type: string;
  apiKey: string | undefined;
  fields: Record<string, string>;
}

const VALID = 'solved-token';
/** A valid token whose challenge was rendered for the action `confirm`. */
const CONFIRM_TOKEN = 'solved-for-confirm';

describe('verifyVisitor recipes against a fake siteverify', () => {
  let server: Server;
  let base: string;
  let seen: Seen[];
  let down = false;

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const type = req.headers['content-type'] ?? '';
        const fields = type.includes('json')
          ? (JSON.parse(body) as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(body));
        const apiKey = req.headers['x-api-key'] as string | undefined;
        seen.push({ path: req.url ?? '', type, apiKey, fields });
        if (down) return void res.writeHead(503).end();
        const ok = fields.response === VALID;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        if (req.url === '/api/v2/captcha/siteverify') {
          // Friendly Captcha v2: the API key authenticates, `success` says whether to accept.
          if (apiKey !== 'frc-key')
            return void res.end(JSON.stringify({ success: false, error: { error_code: 'auth_invalid' } }));
          return void res.end(
            JSON.stringify(
              ok
                ? { success: true, data: { challenge: {} } }
                : { success: false, error: { error_code: 'response_invalid' } },
            ),
          );
        }
        const hostname = fields.secret === 'other-host-secret' ? 'evil.example' : 'shop.example';
        // The action the challenge was rendered with: `reserve`, unless the token says otherwise.
        const action = fields.response === CONFIRM_TOKEN ? 'confirm' : 'reserve';
        res.end(
          JSON.stringify(
            fields.response === VALID || fields.response === CONFIRM_TOKEN
              ? { success: true, hostname, action, 'error-codes': [] }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    down = false;
  });

  const request = new Request('https://shop.example/tickets/persons/', {
    method: 'POST',
    headers: { 'X-Forwarded-For': '198.51.100.4' },
  });
  const remoteIp = (r: Request) => r.headers.get('x-forwarded-for') ?? undefined;
  const check = (verify: VerifyVisitor, token: string | null) =>
    verify({ request, action: 'reserve', token });

  async function provesTokens(verify: VerifyVisitor) {
    assert.equal(await check(verify, null), false, 'no token: refused without asking the provider');
    assert.equal(seen.length, 0);
    assert.equal(await check(verify, 'guessed'), false, 'a wrong token');
    assert.equal(await check(verify, VALID), true, 'a valid token');
    down = true;
    await assert.rejects(Promise.resolve(check(verify, VALID)), /503/, 'a provider that fails is no pass');
    down = false;
  }

  it('Turnstile: posts secret, response and remoteip as a form, and checks the hostname', async () => {
    const verify = turnstile({
      secret: 'ts-secret',
      hostname: 'shop.example',
      remoteIp,
      siteverifyUrl: `${base}/turnstile/v0/siteverify`,
    });
    await provesTokens(verify);
    assert.equal(seen[0]!.type, 'application/x-www-form-urlencoded');
    assert.deepEqual(seen[1]!.fields, { secret: 'ts-secret', response: VALID, remoteip: '198.51.100.4' });
    const elsewhere = turnstile({
      secret: 'other-host-secret',
      hostname: 'shop.example',
      siteverifyUrl: `${base}/turnstile/v0/siteverify`,
    });
    assert.equal(await check(elsewhere, VALID), false, "a token of another site's page");
  });

  it('Turnstile and hCaptcha: a token made for another action does not pass', async () => {
    for (const verify of [
      turnstile({ secret: 'ts-secret', siteverifyUrl: `${base}/turnstile/v0/siteverify` }),
      hcaptcha({ secret: 'hc-secret', siteverifyUrl: `${base}/siteverify` }),
    ]) {
      assert.equal(await check(verify, CONFIRM_TOKEN), false, "a confirm token for 'reserve'");
      assert.equal(await verify({ request, action: 'confirm', token: CONFIRM_TOKEN }), true);
      assert.equal(
        await verify({ request, action: 'confirm', token: VALID }),
        false,
        "a reserve token for 'confirm'",
      );
    }
  });

  it('hCaptcha: posts secret, response, sitekey and remoteip as a form', async () => {
    const verify = hcaptcha({
      secret: 'hc-secret',
      sitekey: 'hc-site',
      remoteIp,
      siteverifyUrl: `${base}/siteverify`,
    });
    await provesTokens(verify);
    assert.equal(seen[0]!.type, 'application/x-www-form-urlencoded');
    assert.deepEqual(seen[1]!.fields, {
      secret: 'hc-secret',
      response: VALID,
      sitekey: 'hc-site',
      remoteip: '198.51.100.4',
    });
  });

  it('Friendly Captcha: posts response and sitekey as JSON with the X-API-Key header', async () => {
    const verify = friendlyCaptcha({
      apiKey: 'frc-key',
      sitekey: 'frc-site',
      siteverifyUrl: `${base}/api/v2/captcha/siteverify`,
    });
    await provesTokens(verify);
    assert.match(seen[0]!.type, /application\/json/);
    assert.equal(seen[0]!.apiKey, 'frc-key');
    assert.deepEqual(seen[1]!.fields, { response: VALID, sitekey: 'frc-site' });
    const wrongKey = friendlyCaptcha({ apiKey: 'nope', siteverifyUrl: `${base}/api/v2/captcha/siteverify` });
    assert.equal(await check(wrongKey, VALID), false);
  });
});
