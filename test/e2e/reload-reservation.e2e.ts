import { admin, DEMO_PIDS, expect, test, theatreFirstVisit, waitForService, widget } from './site.js';
import { addTickets, pickShow, reserve } from './steps.js';

/**
 * The demo's in-page gateway starts anew on each page load; the widget keeps its session across
 * the load and sends each write of the new page with a new Idempotency-Key. Its first reservation
 * after the load is carried out, not answered 409 idempotency_outcome_unknown.
 */
test('the first reservation after a reload, with the session the widget kept, is carried out', async ({
  page,
}) => {
  const booking = widget(page);
  await theatreFirstVisit(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  // The buyer reads on for a minute, then reloads: the gateway in the page starts anew.
  await admin(page, 'POST', '/clock', { advance: '1m' });
  await page.reload();
  await waitForService(page);
  // While the widget resumes, its first change saves the state before the choices are restored;
  // read what it kept once they are back.
  const key = `tb-booking:${DEMO_PIDS.theatre.event}`;
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const kept = sessionStorage.getItem(name);
        return kept === null ? 0 : (JSON.parse(kept) as { lines: unknown[] }).lines.length;
      }, key),
    )
    .toBeGreaterThan(0);

  const answer = await page.evaluate(async (event) => {
    const saved = JSON.parse(sessionStorage.getItem(`tb-booking:${event}`)!) as {
      session: string;
      booking: number;
      show: string;
      lines: { sector: string; price: string }[];
    };
    const line = saved.lines[0]!;
    const response = await fetch('/widget-api/tickets/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Session': saved.session,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify([
        { booking: saved.booking, show: saved.show, sector: line.sector, price: line.price },
      ]),
    });
    return { status: response.status, body: await response.text() };
  }, DEMO_PIDS.theatre.event);
  expect(answer.status, answer.body).toBe(201);
});
