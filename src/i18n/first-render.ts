import type { Messages } from './messages.js';

/**
 * The message groups the show list and the root element speak (`booking.label`, `shows.*`, the
 * errors of the first reads, …): in the script-tag build a language's chunk holds only these,
 * and the rest of its messages comes with the later steps (`catalogs.embed.ts`).
 */
const FIRST_RENDER_GROUPS: ReadonlySet<string> = new Set([
  'booking',
  'step',
  'action',
  'status',
  'error',
  'expired',
  'availability',
  'shows',
  'common',
  'release',
]);

/** Whether `id` belongs to the messages of the first render. */
export const inFirstRender = (id: string): boolean => FIRST_RENDER_GROUPS.has(id.split('.')[0]!);

/** The messages of `catalog` in the first render (`first`), or all the others. */
export function partOf(catalog: Messages, first: boolean): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(catalog).filter(([id]) => inFirstRender(id) === first),
  ) as Partial<Messages>;
}
