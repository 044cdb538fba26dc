/**
 * The demo's human check, on the page side of the mock's test provider
 * (`mock-server/visitor-check.ts`): while a widget waits for a visitor token, an "I am human"
 * checkbox in its `challenge` slot; ticking it answers a token that the demo's gateway accepts
 * once. Asked only while the mock's `visitorCheck` is on (the inspector's "Faults" tab switches
 * it); otherwise no token is asked for, and the gateway asks for none.
 *
 * A site owner's page does the same with a real provider: see the README, "Human verification".
 */
import type { VisitorToken } from '../src/booking/types.js';
import type { TicketBooking } from '../src/components/ticket-booking/ticket-booking.js';
import { testVisitorToken } from '../mock-server/visitor-check.js';

export function humanCheck(widget: TicketBooking, enabled: () => boolean): VisitorToken {
  return (action) => {
    if (!enabled()) return null;
    widget.querySelector(':scope > [slot="challenge"]')?.remove();
    const label = document.createElement('label');
    label.slot = 'challenge';
    label.className = 'human-check';
    const box = document.createElement('input');
    box.type = 'checkbox';
    label.append(box, ' I am human');
    widget.append(label);
    return new Promise((resolve) => {
      box.addEventListener('change', () => {
        // The widget hides the slot once it has the token; the next check brings a new box.
        if (box.checked) resolve(testVisitorToken(action));
      });
    });
  };
}
