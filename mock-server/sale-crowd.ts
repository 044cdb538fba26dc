/**
 * The simulated crowd of an on-sale rush at the mock's gateway (`waitingRoom` of the mock's
 * config): buyers who take a place in each event's line as the sale is set up, each from an
 * address of its own (198.18.0.0/15, the benchmarking range) and with a session of its own, so a
 * buyer who comes after them sees the line ahead move as they are let in. They never ask for
 * their place again nor use their pass: the room lets them in at its rate all the same.
 */

/** Answers a visitor's request from `clientAddress` (the gateway in front of the mock). */
type Visit = (request: Request, clientAddress: string) => Promise<Response>;

/** The `i`-th simulated buyer's address: 198.18.0.1, 198.18.0.2, … */
const crowdAddress = (i: number): string => `198.18.${(i + 1) >> 8}.${(i + 1) & 255}`;

/**
 * Puts `crowd` buyers in the line of each event of `events`, one after another (so after the
 * opening they stand in that order). A refused place (a sold-out sale) is skipped; it never fails.
 */
export async function joinCrowd(
  visit: Visit,
  gatewayUrl: string,
  events: readonly string[],
  crowd: number,
): Promise<void> {
  for (const event of events) {
    for (let i = 0; i < crowd; i += 1) {
      const request = new Request(`${gatewayUrl}/queue/${event}`, { method: 'POST' });
      try {
        const response = await visit(request, crowdAddress(i));
        await response.body?.cancel();
        // No line for this event (not on sale, or no room): none for the rest of the crowd either.
        if (response.status === 404) break;
      } catch {
        // A simulated buyer less: the demo goes on.
      }
    }
  }
}
