/** Error bodies: RFC 9457 problem details with a stable `code`, and the catalogue of codes. */
import { z } from '@hono/zod-openapi';

/**
 * Every problem code the service answers with, its HTTP status and title. Clients branch on
 * `code`; the `detail` text may change.
 */
export const PROBLEM_CODES = {
  validation_failed: { status: 409, title: 'The request body is not valid.' },
  invalid_query: { status: 409, title: 'A query parameter is not valid.' },
  reference_not_found: { status: 409, title: 'A referenced record does not exist.' },
  record_in_use: { status: 409, title: 'The record is still referenced.' },
  sector_sold_out: { status: 409, title: 'The sector has not enough tickets left.' },
  seat_taken: { status: 409, title: 'The seat is taken for this show.' },
  price_not_applicable: { status: 409, title: 'The price does not apply to this show and sector.' },
  ticket_option_limit_reached: { status: 409, title: 'A ticket option limitation is reached.' },
  ticket_option_conflict: { status: 409, title: 'More than one option of a ticket option group.' },
  ticket_option_required: { status: 409, title: 'A required ticket option group is not answered.' },
  option_limit_reached: { status: 409, title: 'An option limit is reached.' },
  booking_expired: { status: 409, title: 'The booking expired and its tickets were released.' },
  booking_confirmed: { status: 409, title: 'The booking is confirmed and cannot change.' },
  booking_not_confirmed: { status: 409, title: 'The booking is not confirmed.' },
  booking_empty: { status: 409, title: 'The booking has no tickets.' },
  customer_incomplete: { status: 409, title: 'The customer details are incomplete.' },
  digital_dispatch_not_allowed: { status: 409, title: 'An event of the booking requires postal delivery.' },
  delivery_not_available: { status: 409, title: "No delivery rate applies to the customer's country." },
  unauthorized: { status: 401, title: 'A valid access token is required.' },
  not_found: { status: 404, title: 'No such resource.' },
  payload_too_large: { status: 413, title: 'The request body is too large.' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Maximum request body size; larger bodies answer 413 `payload_too_large`. */
export const MAX_BODY_BYTES = 1_048_576;

/** Maximum number of records in an array create or edit. */
export const MAX_BATCH_ITEMS = 1000;

const codeList = Object.entries(PROBLEM_CODES)
  .map(([code, { status }]) => `\`${code}\` (${status})`)
  .join(', ');

const ViolationSchema = z
  .object({
    property_path: z.string().openapi({
      description:
        'Path of the offending field in the request: `name`, `address.country`, `[2].price` ' +
        '(third item of an array body), `options[0].quantity`; empty for the whole body. For ' +
        'query problems, the parameter (`filters[start][_comp]`).',
      examples: ['address.country'],
    }),
    message: z.string().openapi({ description: 'What is wrong, in English.' }),
  })
  .openapi('Violation', { description: 'One offending field.' });

export const ProblemSchema = z
  .object({
    type: z.string().openapi({
      description:
        'URI reference identifying the kind of problem: `/problems/<code>`, relative to the ' +
        'base address (RFC 9457 §3.1.1).',
      examples: ['/problems/sector_sold_out'],
    }),
    title: z.string().openapi({ description: 'Short summary of the kind of problem.' }),
    status: z.int().min(400).max(599).openapi({ description: 'The HTTP status code.' }),
    detail: z.string().openapi({
      description:
        'What happened in this case, for example "Could not reserve 3 tickets: sector Balcony has 2 left".',
    }),
    code: z.string().openapi({
      description: `Stable machine-readable code: ${codeList}.`,
      examples: ['validation_failed'],
    }),
    errors: z.array(ViolationSchema).openapi({
      description: 'The offending fields; empty when the problem is not about a field.',
    }),
  })
  .openapi('Problem', {
    description:
      'Error body of every resource endpoint (`application/problem+json`, RFC 9457). 409: the ' +
      'data could not be handled (validation and rule conflicts); 404: unknown path or pid, ' +
      "also for another host's records; 401: missing or invalid access token; 413: body too " +
      'large. Bad input never causes a 5xx.',
  });
