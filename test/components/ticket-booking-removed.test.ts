/// <reference types="mocha" />
import { expect } from 'chai';
import { html } from 'lit';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { fixture } from './helpers.js';

/**
 * A removed widget is asked to update by whatever finishes after its removal: a chunk of later
 * steps or a language catalogue arriving, its start failing. It must not make a new flow then,
 * or that flow reads and retries with no element left to stop it (the e2e test "lets go of a
 * failing start once removed" counted those requests under load).
 */
describe('<ticket-booking> once removed', () => {
  const requests: string[] = [];
  const realFetch = window.fetch;
  beforeEach(() => {
    requests.length = 0;
    // An unreachable gateway, counted: every read fails as a refused connection does.
    window.fetch = (input) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new TypeError('Failed to fetch'));
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('makes no flow and sends no request when an update comes after the removal', async () => {
    const el = await fixture<TicketBooking>(
      html`<ticket-booking
        event="3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C"
        api-base="https://gateway.example/widget-api"
        lang="en"
        .options=${{ storage: null, retry: { retries: 0 } }}
      ></ticket-booking>`,
    );
    const parent = el.parentElement!;
    const state = el.state;
    expect(state, 'the flow started').not.to.equal(undefined);
    el.remove();
    const sent = requests.length;
    // What the steps' and the language's controllers do once their chunk arrives.
    el.requestUpdate();
    await el.updateComplete;
    expect(el.state, 'no new flow behind the removed element').to.equal(state);
    expect(requests.length, 'and no request').to.equal(sent);

    parent.append(el);
    await el.updateComplete;
    expect(el.state, 'put back, it starts again').not.to.equal(state);
  });
});
