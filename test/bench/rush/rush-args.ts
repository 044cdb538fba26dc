/**
 * The rush's shape on the command line, shared by `run.ts` and `rush-gap.ts`: the options, and
 * the rush's options and waiting room they make.
 */
export const RUSH_SHAPE = {
  buyers: { type: 'string', default: '10000' },
  instances: { type: 'string', default: '4' },
  seats: { type: 'string', default: '500' },
  arrive: { type: 'string', default: '10' },
  opens: { type: 'string', default: '2' },
  'max-active': { type: 'string', default: '200' },
  'poll-ms': { type: 'string', default: '2000' },
  kill: { type: 'string', default: 'true' },
  warm: { type: 'string', default: '0' },
} as const;

type ShapeArgs = { [name in keyof typeof RUSH_SHAPE]: string };

/** The rush's numbers from its options. */
export const rushShape = (args: ShapeArgs) => ({
  buyers: Number(args.buyers),
  instances: Number(args.instances),
  seats: Number(args.seats),
  arriveMs: Number(args.arrive) * 1000,
  opensInMs: Number(args.opens) * 1000,
  kill: args.kill !== 'false',
  warm: Number(args.warm),
});

/** The waiting room of a rush with the room on: nobody in line is dropped for silence meanwhile. */
export function roomOf(args: ShapeArgs) {
  const pollMs = Number(args['poll-ms']);
  return { maxActive: Number(args['max-active']), pollMs, abandonMs: 6 * pollMs + 60_000 };
}
