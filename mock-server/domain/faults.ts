/**
 * Injected faults for QA (`/__admin/faults`): a rule names a method and a path pattern and says
 * what a matching request gets instead of its answer — a status (a problem with code
 * `injected_fault`, or a body of the tester's choosing), a network error (a dropped connection
 * over HTTP, a failed fetch through MSW), or a delay before the normal answer. `count` bounds how
 * many requests a rule hits; an exhausted rule is removed.
 *
 * With `landed: true` the request is carried out first and only its answer is delayed
 * (`delayMs`) or lost (`networkError`): the write commits, the client learns nothing or learns it
 * too late. That is the case a client's retry must not turn into a second booking.
 *
 * Patterns are matched against the path below the base address (`/bookings/123456789012`, not
 * `/api/bookings/…`), without the query and without a trailing slash (`/events/` is matched as
 * `/events`). A pattern is a glob (`*` within one segment, `**` across segments, `?` one
 * character; `/events/**` covers `/events` too) unless it starts with `^`, which makes it a
 * regular expression in RE2 syntax. Every pattern, globs included, runs on RE2JS, an automaton
 * that takes time linear in the path's length: a backtracking engine would let one pattern such
 * as `^/(a+)+$` hold the event loop for seconds on every request. RE2 has no backreferences and
 * no lookaround; such a pattern is refused when the fault is added. Faults are transport
 * controls, not data: snapshots leave them out, and a reset removes them.
 */
import { RE2JS, RE2JSException } from 're2js';
import { z } from 'zod';
import { DomainError, describeViolations } from './errors';
import { toViolations } from '../schemas/violations';

const MAX_DELAY_MS = 60_000;
const MAX_FAULTS = 100;

export const FaultInputSchema = z
  .strictObject({
    method: z
      .string()
      .regex(/^(?:[A-Za-z]{1,16}|\*)$/, 'Expected an HTTP method such as POST, or * for any.')
      .meta({ examples: ['POST', '*'] })
      .optional(),
    path: z.string().min(1).max(500),
    status: z.int().min(200).max(599).optional(),
    body: z.unknown().optional(),
    networkError: z.literal(true).optional(),
    delayMs: z.int().min(0).max(MAX_DELAY_MS).optional(),
    landed: z.boolean().optional(),
    count: z.int().min(1).max(1_000_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === undefined && value.networkError === undefined && value.delayMs === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Give status, networkError or delayMs.' });
    }
    if (value.networkError && value.status !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['networkError'],
        message: 'Give either status or networkError.',
      });
    }
    if (value.body !== undefined && value.status === undefined) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: '`body` needs a `status`.' });
    }
    if (value.landed && value.status !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['landed'],
        message: 'A landed request keeps its own answer: give networkError or delayMs, not status.',
      });
    }
    if (value.landed && value.networkError === undefined && value.delayMs === undefined) {
      ctx.addIssue({ code: 'custom', path: ['landed'], message: '`landed` needs networkError or delayMs.' });
    }
    if (!value.path.startsWith('^') && !value.path.startsWith('/')) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'Expected a path starting with / or ^.' });
    }
  });

/** A fault as listed: the rule as given, with its id and how often it has hit. */
export interface Fault {
  readonly id: string;
  readonly method: string | null;
  readonly path: string;
  readonly status: number | null;
  readonly body?: unknown;
  readonly networkError: boolean;
  readonly delayMs: number;
  /** The request is carried out; only its answer is delayed or lost. */
  readonly landed: boolean;
  /** Requests it still hits; null: every matching request. */
  readonly remaining: number | null;
  readonly hits: number;
}

/** A compiled path pattern: true when the path (below the base address) matches. */
type PathTest = (path: string) => boolean;

interface Rule {
  fault: Fault;
  matches: PathTest;
}

/** `/a/` → `/a`; `/` stays. */
function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The RE2 source of a glob, matched against the whole path. */
function globSource(glob: string): string {
  let source = '';
  const text = trimSlash(glob);
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '/' && text.startsWith('**', i + 1)) {
      // `/events/**` covers `/events` itself too: a trailing slash does not matter.
      source += '(?:/.*)?';
      i += 2;
    } else if (char === '*' && text[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return source;
}

function compile(path: string): PathTest {
  try {
    if (!path.startsWith('^')) {
      const glob = RE2JS.compile(globSource(path));
      return (target) => glob.testExact(target);
    }
    // `test` searches like `RegExp.prototype.test`: the pattern anchors itself with `^` and `$`.
    const pattern = RE2JS.compile(path);
    return (target) => pattern.test(target);
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    const message = `Not a regular expression RE2 accepts: ${error.message}`;
    throw new DomainError('validation_failed', `Could not add the fault: path: ${message}`, [
      { property_path: 'path', message },
    ]);
  }
}

export class FaultRules {
  private rules: Rule[] = [];
  private nextId = 1;

  /** Checks and adds a fault; throws `validation_failed` naming each offending field. */
  add(body: unknown): Fault {
    const parsed = FaultInputSchema.safeParse(body);
    if (!parsed.success) {
      const errors = toViolations(parsed.error);
      throw new DomainError(
        'validation_failed',
        describeViolations('Could not add the fault', errors),
        errors,
      );
    }
    if (this.rules.length >= MAX_FAULTS) {
      throw new DomainError('validation_failed', `Could not add the fault: at most ${MAX_FAULTS} at once.`, [
        { property_path: '', message: `At most ${MAX_FAULTS} faults; delete some first.` },
      ]);
    }
    const input = parsed.data;
    const matches = compile(input.path);
    const fault: Fault = {
      id: `fault-${this.nextId++}`,
      method: input.method === undefined || input.method === '*' ? null : input.method.toUpperCase(),
      path: input.path,
      status: input.status ?? null,
      ...(input.body === undefined ? {} : { body: input.body }),
      networkError: input.networkError ?? false,
      delayMs: input.delayMs ?? 0,
      landed: input.landed ?? false,
      remaining: input.count ?? null,
      hits: 0,
    };
    this.rules.push({ fault, matches });
    return fault;
  }

  list(): Fault[] {
    return this.rules.map((rule) => ({ ...rule.fault }));
  }

  /** How many faults are in force. */
  get size(): number {
    return this.rules.length;
  }

  /** Removes one fault; false when there is none with that id. */
  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.fault.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * The first fault that matches the request, counted as hit (and removed once its count is
   * used up); undefined when none matches. `path` is below the base address.
   */
  take(method: string, path: string): Fault | undefined {
    if (this.rules.length === 0) return undefined;
    const target = trimSlash(path);
    const upper = method.toUpperCase();
    const index = this.rules.findIndex(
      ({ fault, matches }) =>
        // A fault for any method leaves CORS preflights alone: a failed preflight would turn the
        // intended answer into a network error in browsers.
        (fault.method === null ? upper !== 'OPTIONS' : fault.method === upper) &&
        (matches(target) || (target !== path && matches(path))),
    );
    if (index < 0) return undefined;
    const rule = this.rules[index]!;
    const remaining = rule.fault.remaining === null ? null : rule.fault.remaining - 1;
    rule.fault = { ...rule.fault, remaining, hits: rule.fault.hits + 1 };
    if (remaining === 0) this.rules.splice(index, 1);
    return { ...rule.fault };
  }
}
