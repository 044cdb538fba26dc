import { DEFAULT_DATABASE } from '../../mock-server/persistence/indexeddb.js';
import { axeViolations, expect, test } from './fixtures.js';

const MINUTE = 60_000;

// One page visit for the whole story: loading the demo with its in-page mock is the slow part.
test('the demo shows the mock inspector; a clock advanced in it stays advanced after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const inspector = page.locator('tb-mock-inspector');
  const toggle = inspector.getByRole('button', { name: 'Mock inspector' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(inspector.getByRole('tab', { name: 'Clock' })).toHaveAttribute('aria-selected', 'true');
  const time = inspector.locator('tb-inspector-clock time');
  const shown = async () => Date.parse((await time.getAttribute('datetime')) ?? '');
  await expect(time).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const before = await shown();

  await inspector.getByRole('button', { name: '+30 minutes' }).click();
  await expect(inspector.getByRole('status').filter({ hasText: 'Advanced 30 minutes' })).toBeVisible();
  expect((await shown()) - before).toBeGreaterThanOrEqual(30 * MINUTE);
  await inspector.getByLabel('Minutes').fill('20');
  await inspector.getByRole('button', { name: 'Save' }).click();
  // The page's mock commits each change to IndexedDB before it answers.
  await expect.poll(() => page.evaluate(savedParts, DEFAULT_DATABASE)).toContain('"releasePeriod":1200000');

  await page.reload();
  // Still open (the demo's inspector remembers its layout), and the mock kept its state.
  await expect(time).toBeVisible();
  expect((await shown()) - before).toBeGreaterThanOrEqual(30 * MINUTE);
  await expect(inspector.getByLabel('Minutes')).toHaveValue('20');
});

/** The mock's saved small parts (clock, config, …) in the page's IndexedDB, as JSON texts. */
function savedParts(database: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(database);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('parts')) return resolve('');
      const read = db.transaction('parts', 'readonly').objectStore('parts').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        // Each part's value is stored as its JSON text.
        resolve((read.result as { value: string }[]).map((part) => part.value).join('\n'));
        db.close();
      };
    };
  });
}
