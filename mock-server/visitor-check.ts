/**
 * A human-verification test provider for the demo and QA, as CAPTCHA services offer test keys:
 * the page's challenge (an "I am human" checkbox) answers `testVisitorToken(action)`, and the
 * gateway in front of the mock checks it with `testVisitorCheck()` while the mock's config says
 * `visitorCheck: true`. A token is good once, and only for the action it was made for; anything
 * else is refused, so a missing, made-up or replayed token shows the refusal. It proves nothing
 * about a visitor: a real site uses a real provider (`turnstile()` and the others of the gateway).
 */
import type { VerifyVisitor, VisitorAction } from '../src/gateway/index';

const PREFIX = 'tb-test-human';
const TOKEN = new RegExp(`^${PREFIX}\\.(reserve|confirm)\\.[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$`);
/** Tokens already used, at most this many remembered (oldest forgotten first). */
const REMEMBERED = 10_000;

/** A fresh token of the test provider for `action`. */
export function testVisitorToken(action: VisitorAction): string {
  return `${PREFIX}.${action}.${crypto.randomUUID()}`;
}

/** The gateway's check of the test provider's tokens; lets everyone through while `enabled()` is false. */
export function testVisitorCheck(enabled: () => boolean): VerifyVisitor {
  const used = new Set<string>();
  return ({ action, token }) => {
    if (!enabled()) return true;
    const made = token === null ? null : TOKEN.exec(token);
    if (!made || made[1] !== action || used.has(token!)) return false;
    used.add(token!);
    if (used.size > REMEMBERED) used.delete(used.values().next().value!);
    return true;
  };
}
