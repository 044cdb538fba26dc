import type { Locator } from '@playwright/test';
import { expect, test, theatreFirstVisit, widget } from './site.js';
import { addTickets, pickShow, reserve } from './steps.js';

/** Whether the pointer hits `target` everywhere on it (its middle and 2 px in from its corners), across shadow roots. */
async function uncovered(target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  const points = [
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    ...[2, box.width - 2].flatMap((dx) =>
      [2, box.height - 2].map((dy) => ({ x: box.x + dx, y: box.y + dy })),
    ),
  ];
  return target.evaluate(
    (element, points) =>
      points.every(({ x, y }) => {
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return element === hit || element.contains(hit);
      }),
    points,
  );
}

test("the mock inspector's bar covers none of the widget's end when the page brings it into view", async ({
  page,
}) => {
  await theatreFirstVisit(page);
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  const next = booking.getByRole('button', { name: 'Weiter' });
  await expect(next).toBeVisible();
  const inspector = page.locator('tb-mock-inspector');
  await expect(inspector).not.toHaveAttribute('open');
  // The widget's end brought to the window's end, as a page or a script does (again until the
  // step's late parts, such as the small seat plan, have settled the layout).
  await expect
    .poll(
      async () => {
        await booking.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        return uncovered(next);
      },
      { message: '"Weiter" above the closed bar' },
    )
    .toBe(true);
  // And a control focused from the keyboard, scrolled into view by the browser.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await next.blur();
        await next.focus();
        return uncovered(next);
      },
      { message: 'the focused "Weiter" above the closed bar' },
    )
    .toBe(true);
});
