/**
 * Ticket options on tickets (§2, §8): the options must be of groups of the ticket's event (409
 * `validation_failed` at `ticket_options[i]`), a ticket takes at most one option per group (409
 * `ticket_option_conflict`), and ticket option limitations bound how many tickets may choose
 * them (409 `ticket_option_limit_reached`): scope `show` per show, scope `event` over all shows
 * of the event, and a limitation that lists several options is one quantity they share (each
 * choice of a listed option takes one). Reserved and sold tickets count; deleted and released
 * ones give their quantity back. An edit is checked on its net effect, so keeping an option
 * never fails even where the limitation was lowered below what is used.
 *
 * A limitation's options must all be of one event (409 `validation_failed`).
 */
import type { PropertyError } from '../errors';
import type { Pid } from '../model';
import type { Store, Stored } from '../store';
import { eventOfShow, ticketOptionUse, ticketOptionsOf } from './counters';
import type { RecordChange, RecordRules } from './types';
import { createPath, nameOf, plural, refuse, showLabel, summarise, ticketAction } from './support';

type Ticket = Stored<'tickets'>;
type Limitation = Stored<'ticketoptionlimitations'>;

/** The event a ticket option belongs to (through its group). */
function eventOfTicketOption(store: Store, option: Pid): Pid | undefined {
  const group = store.ref('ticketoptiongroups', store.get('ticketoptions', option)?.ticket_option_group);
  return group?.event;
}

/** Options of another event, and two options of one group. */
function checkChoice(
  store: Store,
  ticket: Ticket,
  at: string,
  invalid: PropertyError[],
  conflicts: PropertyError[],
) {
  const event = eventOfShow(store, ticket.show);
  const groups = new Map<Pid, Stored<'ticketoptions'>>();
  ticketOptionsOf(ticket).forEach((pid, i) => {
    const option = store.get('ticketoptions', pid);
    const group = store.ref('ticketoptiongroups', option?.ticket_option_group);
    if (!option || !group) return;
    const path = `${at}ticket_options[${i}]`;
    if (group.event !== event) {
      invalid.push({
        property_path: path,
        message: `Ticket option ${nameOf(option, pid)} is of event ${nameOf(store.get('events', group.event), group.event)}, not of the event of show ${showLabel(store, ticket.show)}.`,
      });
      return;
    }
    const earlier = groups.get(group.pid);
    if (earlier) {
      conflicts.push({
        property_path: path,
        message: `Ticket options ${nameOf(earlier, earlier.pid)} and ${nameOf(option, pid)} both answer group "${nameOf(group, group.pid)}"; a ticket takes one option per group.`,
      });
    } else groups.set(group.pid, option);
  });
}

interface Demand {
  readonly limitation: Limitation;
  /** The show (scope `show`) or the event (scope `event`) the quantity is counted for. */
  readonly scope: { readonly resource: 'shows' | 'events'; readonly pid: Pid };
  need: number;
  readonly paths: string[];
}

/** Net choices per limitation and show or event: added tickets count 1, taken away -1. */
function collectDemand(store: Store, tickets: readonly { ticket: Ticket; sign: 1 | -1; at: string }[]) {
  const demand = new Map<string, Demand>();
  for (const { ticket, sign, at } of tickets) {
    ticketOptionsOf(ticket).forEach((option, i) => {
      for (const limitation of store.select('ticketoptionlimitations', 'ticket_options', option, false)) {
        const byShow = limitation.scope === 'show';
        const pid = byShow ? ticket.show : eventOfShow(store, ticket.show);
        if (pid === undefined) continue;
        const key = `${String(limitation.pid)}|${String(pid)}`;
        let entry = demand.get(key);
        if (!entry) {
          entry = { limitation, scope: { resource: byShow ? 'shows' : 'events', pid }, need: 0, paths: [] };
          demand.set(key, entry);
        }
        entry.need += sign;
        if (sign > 0) entry.paths.push(`${at}ticket_options[${i}]`);
      }
    });
  }
  return demand;
}

function checkLimits(store: Store, demand: ReadonlyMap<string, Demand>): PropertyError[] {
  const errors: PropertyError[] = [];
  for (const { limitation, scope, need, paths } of demand.values()) {
    if (need <= 0) continue;
    const options = ticketOptionsOf(limitation);
    const counted = store.get(scope.resource, scope.pid);
    const used = options.reduce((sum, option) => sum + ticketOptionUse(counted, option), 0);
    const left = Math.max(0, limitation.limitation - used);
    if (need <= left) continue;
    const names = options.map((pid) => nameOf(store.get('ticketoptions', pid), pid));
    const subject = names.length === 1 ? `ticket option ${names[0]}` : `ticket options ${names.join(', ')}`;
    const where =
      scope.resource === 'shows'
        ? `for show ${showLabel(store, scope.pid)}`
        : `over all shows of event ${nameOf(counted, scope.pid)}`;
    const message = `${subject} ${names.length === 1 ? 'has' : 'have'} ${left} left ${where} (limitation ${String(limitation.pid)} of ${String(limitation.limitation)}); ${need} asked.`;
    for (const path of paths) errors.push({ property_path: path, message });
  }
  return errors;
}

function check(
  store: Store,
  what: string,
  items: readonly { ticket: Ticket; at: string }[],
  netOf: () => Map<string, Demand>,
) {
  const invalid: PropertyError[] = [];
  const conflicts: PropertyError[] = [];
  for (const { ticket, at } of items) checkChoice(store, ticket, at, invalid, conflicts);
  if (invalid.length > 0) throw refuse('validation_failed', `${what}: ${summarise(invalid)}`, invalid);
  if (conflicts.length > 0)
    throw refuse('ticket_option_conflict', `${what}: ${summarise(conflicts)}`, conflicts);
  const over = checkLimits(store, netOf());
  if (over.length > 0) {
    const first = over[0]!.message;
    throw refuse(
      'ticket_option_limit_reached',
      `${what}: ${first.charAt(0).toLowerCase()}${first.slice(1)}`,
      over,
    );
  }
}

function beforeCreateTickets(store: Store, records: readonly Ticket[]): void {
  const items = records.map((ticket) => ({ ticket, at: createPath(ticket), sign: 1 as const }));
  check(store, ticketAction(true, records), items, () => collectDemand(store, items));
}

function beforeUpdateTickets(store: Store, changes: readonly RecordChange<'tickets'>[]): void {
  const touched = changes.filter(
    ({ before, after }) =>
      after.show !== before.show ||
      JSON.stringify(after.ticket_options) !== JSON.stringify(before.ticket_options),
  );
  if (touched.length === 0) return;
  const items = touched.map(({ after, path }) => ({ ticket: after, at: path }));
  const tickets = touched.map((change) => change.before);
  const what = ticketAction(false, tickets);
  const net = touched.flatMap(({ before, after, path }) => [
    { ticket: before, sign: -1 as const, at: path },
    { ticket: after, sign: 1 as const, at: path },
  ]);
  check(store, what, items, () => collectDemand(store, net));
}

/** A limitation's options must be of one event. */
function checkLimitation(store: Store, limitation: Limitation, at: string, what: string): void {
  const options = ticketOptionsOf(limitation);
  const first = options[0] === undefined ? undefined : eventOfTicketOption(store, options[0]);
  const errors: PropertyError[] = [];
  options.forEach((pid, i) => {
    const event = eventOfTicketOption(store, pid);
    if (i > 0 && event !== first) {
      errors.push({
        property_path: `${at}ticket_options[${i}]`,
        message: `Ticket option ${nameOf(store.get('ticketoptions', pid), pid)} is of another event than ${nameOf(store.get('ticketoptions', options[0]!), options[0])}; a limitation's options are of one event.`,
      });
    }
  });
  if (errors.length > 0) throw refuse('validation_failed', `${what}: ${summarise(errors)}`, errors);
}

export const ticketOptionRules: RecordRules = {
  name: 'ticket-options',
  beforeCreate(ctx, resource, records) {
    if (resource === 'tickets') beforeCreateTickets(ctx.store, records);
    if (resource === 'ticketoptionlimitations') {
      const what = `Could not create ${plural(records.length, 'ticket option limitation')}`;
      for (const record of records) checkLimitation(ctx.store, record, createPath(record), what);
    }
  },
  beforeUpdate(ctx, resource, changes) {
    if (resource === 'tickets') beforeUpdateTickets(ctx.store, changes);
    if (resource === 'ticketoptionlimitations') {
      for (const { before, after, path } of changes) {
        checkLimitation(ctx.store, after, path, `Could not edit ticket option limitation ${before.pid}`);
      }
    }
  },
};
