/** What became of one simulated buyer of the rush, and the order of admission among them. */

export interface Outcome {
  joinedAt: number | null;
  recordedAt: number | null;
  admitted: boolean;
  /** The last refusal (status and code) on the way to tickets. */
  failure: string;
  grant: number | null;
  tickets: number;
  bookings: number;
  lost: boolean;
  movedBack: boolean;
  gaveUp: boolean;
  joinRetried: boolean;
}

/**
 * How many buyers who joined after the opening were admitted (by the room's admission number,
 * its order) before someone who joined more than 1 s earlier, with "joined" given by `at`.
 */
export function admittedAhead(
  candidates: Outcome[],
  at: (o: Outcome) => number | null,
  opensAt: number,
): number {
  const joined = candidates
    .filter((o) => at(o) !== null && at(o)! >= opensAt && o.grant !== null)
    .sort((x, y) => at(x)! - at(y)!);
  let highestEarlier = -Infinity;
  let k = 0;
  let count = 0;
  for (const x of joined) {
    while (k < joined.length && at(joined[k]!)! < at(x)! - 1000) {
      highestEarlier = Math.max(highestEarlier, joined[k]!.grant!);
      k += 1;
    }
    if (x.grant! < highestEarlier) count += 1;
  }
  return count;
}
