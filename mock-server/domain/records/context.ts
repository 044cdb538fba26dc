/** What the record service's operations share: the store, time, settings, rules and journal. */
import type { ResourceName } from '../../schemas/registry-types';
import type { Actor } from '../access';
import type { Clock } from '../clock';
import type { MockConfig } from '../config';
import { DomainError } from '../errors';
import type { DomainEvents } from '../events';
import type { Journal } from '../journal';
import type { Pid } from '../model';
import type { QueryModel } from '../query/types';
import type { RecordRules, RuleContext } from '../rules/types';
import type { Store } from '../store';

export interface ServiceContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly journal: Journal;
  readonly events: DomainEvents;
  readonly model: QueryModel;
  config(): MockConfig;
  rules(): readonly RecordRules[];
}

function ruleContext(ctx: ServiceContext, actor: Actor): RuleContext {
  return {
    store: ctx.store,
    actor,
    now: ctx.clock.now(),
    config: ctx.config(),
    journal: ctx.journal,
    events: ctx.events,
  };
}

/** One all-or-nothing store write; the domain events it emits are delivered once it succeeded. */
export function commit<T>(ctx: ServiceContext, fn: () => T): T {
  return ctx.events.transaction(() => ctx.store.write(fn));
}

/** Runs one hook of every rule, in order. */
export function eachRule(ctx: ServiceContext, run: (rule: RecordRules) => void): void {
  for (const rule of ctx.rules()) run(rule);
}

/** Lets the rules bring lazy state up to date before a read or write. */
export function settle(ctx: ServiceContext, actor: Actor): RuleContext {
  const rc = ruleContext(ctx, actor);
  if (ctx.rules().some((rule) => rule.settle && (rule.settles?.(rc) ?? true))) {
    commit(ctx, () => eachRule(ctx, (rule) => rule.settle?.(rc)));
  }
  return rc;
}

const nouns = new Map<string, string>();

/**
 * "Show", "TicketOptionGroup" → "show", "ticket option group": nouns for messages. Every create
 * asks for its resource's noun (for the message of a refusal), so each is made once.
 */
export function noun(title: string): string {
  let made = nouns.get(title);
  if (made === undefined) {
    made = title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    nouns.set(title, made);
  }
  return made;
}

export function notFoundError(title: string, pid: Pid | string): DomainError {
  return new DomainError('not_found', `${capitalise(noun(title))} ${pid} does not exist.`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function recordChange(
  ctx: ServiceContext,
  actor: Actor,
  resource: ResourceName,
  pid: Pid | undefined,
  message: string,
): void {
  ctx.journal.record({
    kind: 'change',
    message,
    resource,
    ...(pid === undefined ? {} : { pid }),
    session: actor.username,
  });
}
