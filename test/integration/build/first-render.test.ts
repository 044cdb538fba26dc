import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { firstRenderSources } from './first-render-sources';

describe('the script-tag build’s first render', () => {
  test('leaves what only the later actions use to their chunks', async () => {
    const sources = await firstRenderSources();
    assert.ok(sources.has('src/booking/flow.ts') && sources.has('src/booking/changes.ts'));
    // Each is loaded with the flow's later actions (later.ts) or a step's chunk: the state
    // changes of reserving, seats, checkout and paying, the seat plan, the pricing and the
    // postal fee, and the payment.
    for (const later of [
      'src/booking/later.ts',
      'src/booking/changes-later.ts',
      'src/booking/seat-plan.ts',
      'src/booking/billing.ts',
      'src/booking/pricing.ts',
      'src/booking/delivery.ts',
      'src/booking/payment.ts',
      // The service's codes reserving, seats and the checkout decide on; a stored place in line.
      'src/booking/error-codes.ts',
      'src/booking/resume.ts',
      // The wire formats other than reading a datetime (writing them, money).
      'src/api/format.ts',
      // The later steps' form controls: fieldsets, radios and checkboxes, the stepper.
      'src/components/shared/form.styles.ts',
    ])
      assert.ok(!sources.has(later), `${later} is not in the first render`);
  });

  test('reaches only the decorators it uses, not every one through their index', async () => {
    const sources = await firstRenderSources();
    const decorators = [...sources].filter((file) => /\/decorators(\/|\.js$)/.test(file)).sort();
    // `@query` is a later step's (seat summary, seat map): through `lit/decorators.js` the first
    // render would carry it, as the entry hands the chunks what it has.
    assert.deepEqual(
      decorators.map((file) => file.replace(/^node_modules\//, '')),
      [
        '@lit/context/lib/decorators/consume.js',
        '@lit/context/lib/decorators/provide.js',
        '@lit/reactive-element/decorators/property.js',
        '@lit/reactive-element/decorators/state.js',
        'lit/decorators/property.js',
        'lit/decorators/state.js',
      ],
    );
  });
});
