/**
 * The on-sale page: opens a sale at the gateway in front of the in-page mock (the mock's config
 * `waitingRoom`: 25 simulated buyers in line, the sale opening in 20 s, one buyer let in every
 * 2 s) or ends it, says which sale runs, and logs the widget's `tb-queue-*` events as they fire.
 */
import { logEntry, timeOfDay } from '../event-log.js';
import { mockReady } from '../mock.js';

const SALE = { seconds: 20, crowd: 25, admitPerMinute: 30 } as const;
const QUEUE_EVENTS = [
  'tb-queue-join',
  'tb-queue-update',
  'tb-queue-admit',
  'tb-queue-close',
  'tb-tickets-reserve',
] as const satisfies readonly (keyof GlobalEventHandlersEventMap)[];

type Sale = { opensAt: string; crowd: number; admitPerMinute: number } | 'off' | undefined;

const state = document.getElementById('sale-state') as HTMLParagraphElement;
const log = document.getElementById('sale-log') as HTMLOListElement;

/** Reads or changes the mock's settings through its admin controls (answered in the page). */
async function config(patch?: { waitingRoom: Sale }): Promise<{ waitingRoom?: Sale }> {
  await mockReady;
  const response = await fetch('/api/__admin/config', {
    method: patch ? 'PATCH' : 'GET',
    ...(patch ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(patch) } : {}),
  });
  if (!response.ok) throw new Error(`The mock answered ${response.status}.`);
  return (await response.json()) as { waitingRoom?: Sale };
}

function show(sale: Sale): void {
  if (!sale || sale === 'off') {
    state.textContent = 'Kein Vorverkauf: Alle Vorstellungen sind ohne Warteraum buchbar.';
    return;
  }
  state.textContent =
    `Vorverkauf ab ${timeOfDay(new Date(sale.opensAt))} (Zeit des Mocks): ${sale.crowd} simulierte ` +
    `Käufer pro Veranstaltung in der Schlange, ${sale.admitPerMinute} kommen pro Minute an die Reihe.`;
}

async function open(): Promise<void> {
  const worker = await mockReady;
  const opensAt = new Date(worker.mock.clock.now() + SALE.seconds * 1000).toISOString();
  show(
    (await config({ waitingRoom: { opensAt, crowd: SALE.crowd, admitPerMinute: SALE.admitPerMinute } }))
      .waitingRoom,
  );
}

function write(event: CustomEvent<unknown>): void {
  log.prepend(logEntry(event, JSON.stringify(event.detail)));
}

const failed = (error: unknown) => (state.textContent = `Fehler: ${String(error)}`);
document.getElementById('sale-open')!.addEventListener('click', () => void open().catch(failed));
document
  .getElementById('sale-end')!
  .addEventListener(
    'click',
    () => void config({ waitingRoom: 'off' }).then((c) => show(c.waitingRoom), failed),
  );
for (const type of QUEUE_EVENTS) document.addEventListener(type, write as EventListener);
void config().then((c) => show(c.waitingRoom), failed);
