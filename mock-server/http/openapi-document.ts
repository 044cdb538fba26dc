/**
 * Builds the OpenAPI 3.1 document of the service from the route table. Used by
 * `scripts/generate.ts` (which writes `src/api/openapi.json`) and by the mock's `/openapi.json`.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  BookingCancelledWebhookSchema,
  BookingTicketsDeletedWebhookSchema,
  MAX_BATCH_ITEMS,
  MAX_BODY_BYTES,
  NewBookingWebhookSchema,
  NewPersonWebhookSchema,
  REFRESH_TOKEN_LIFETIME_DAYS,
  filterComponents,
  WEBHOOK_SIGNATURE_HEADER,
  resourceList,
} from '../schemas';
import { ADMIN_TAG, ADMIN_TAG_DESCRIPTION, registerAdminPaths } from './admin-docs';
import { registerSharedComponents, tagOf } from './route-docs';
import { routeTable } from './route-table';

const API_VERSION = '1.0.0';

const DECISIONS = `
Where the interface description says "not shown", this contract decides as follows. Fields,
parameters and endpoints that the description does not name carry \`x-extension: true\`.

- **Paths.** Collections end in \`/\` (\`/events/\`), records do not (\`/events/{pid}\`); both
  spellings of each are accepted. The generic record requests (which the interface description
  shows for events) are offered on every resource, as far as the resource is writable; \`HEAD\` on collections counts.
- **Create.** \`201\` with an empty body and \`Location: <base>/<collection>/<pid>\`. An array
  body creates all records or none; \`Location\` is then
  \`<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc\` (brackets
  percent-encoded, as RFC 3986 requires), which reads them in order.
  At most ${MAX_BATCH_ITEMS} items per array.
- **Edit and delete.** \`PATCH\` answers \`204\` with \`Location\` of the record; an array edit
  is atomic and its \`Location\` is the same kind of list link as an array create's, reading the
  edited records in request order. An empty body \`[]\` (PHP's \`json_encode([])\`) edits
  nothing. \`DELETE\` answers \`204\` and deletes the child records too.
- **Write bodies are strict.** Unknown and read-only fields answer 409 \`validation_failed\`
  with the property path of each offending field.
- **Pagination.** \`page\` starts at 0, \`maxResults\` ≥ 1, no \`maxResults\` returns every
  record; the body is a bare JSON array and \`X-Count\` holds the total. \`orderBy[<field>]=asc|desc\`.
  The \`filters\`, \`orderBy\` and \`properties\` schemas list every key the service accepts;
  any other answers 409 \`invalid_query\`. \`HEAD\` answers carry no body, errors included.
- **Integers.** Every integer, in bodies and parameters, lies within ±(2^53−1); larger values
  answer 409 naming the field.
- **Errors.** \`application/problem+json\` (RFC 9457) with \`type\`, \`title\`, \`status\`,
  \`detail\`, a stable \`code\` and \`errors: [{property_path, message}]\`. 409: the data could not
  be handled (validation and rule conflicts); 404: unknown path or pid, also another host's
  records; 401: authentication; 413: body over ${MAX_BODY_BYTES} bytes. Bad input never causes a 5xx.
- **OAuth.** \`POST /oauth/v2/token\`, form body, client credentials as HTTP Basic. The response
  has \`access_token\`, \`refresh_token\`, \`expires_in\` (${ACCESS_TOKEN_LIFETIME_SECONDS}),
  \`token_type: "bearer"\`, \`scope: null\` and \`Cache-Control: no-store\`. Refresh tokens live
  ${REFRESH_TOKEN_LIFETIME_DAYS} days and rotate on every use. Errors: 400 \`{error,
  error_description}\`. Resource requests without a valid token answer 401 with
  \`WWW-Authenticate: Bearer …\`.
- **Pids.** Booking: a 12-digit integer, with \`pid_readable\` \`1234-5678-9012\`. Ticket: 16
  lower-case hexadecimal digits, \`code\` is the upper case. Every other record (and the
  address): an upper-case UUID. References are written as the referenced record's pid. Pids
  compare case-insensitively everywhere: in paths, bodies and filters (a ticket's \`code\` names
  the ticket too, and \`filters[code]\` takes either case).
- **Dates.** Written and filtered as \`YYYY-MM-DD HH:MM:SS\`, wall time of the host's zone
  (Europe/Zurich by default; a show's \`start\` uses its venue's zone); read as ISO 8601 with a
  numeric offset. Every record has \`created\` and \`updated\`.
- **Money.** Written as a number (≥ 0, at most two decimals). Read as the interface description
  types each field: \`price\` of a price, a ticket option and an option is a number (\`89.5\`);
  the fields it calls "decimal with two places" (\`denormalized_price_including_vat\`) and the
  delivery amounts are decimal strings (\`"89.50"\`). Amounts include VAT. A ticket's
  \`denormalized_price_including_vat\` copies the \`price\` of its Price, as its other denormalized
  fields copy names: the ticket options chosen for it are priced on their own records, so what a
  booking costs is its prices, plus its ticket options and options, plus delivery.
- **Hosts.** \`GET /hosts/\` lists the hosts of the token's user; a user never sees another
  host's records.
- **Persons.** No field is required at creation. Confirming a booking requires the customer's
  \`firstname\`, \`lastname\` and a valid \`email\`, and a full address for postal delivery.
  \`salutation\` ∈ \`m\`, \`f\`, null; \`locale\` ∈ \`de\`, \`fr\`, \`it\`, \`en\`.
- **Ticket options on a ticket.** \`ticket_options: [pid]\`, at most one per group; required
  groups must be answered before confirmation.
- **Options on a booking.** \`options: [{option, quantity}]\`, set with POST or PATCH, bounded by
  \`items_per_booking\` and \`limitation\`.
- **Availability.** \`GET /shows/{pid}?properties[capacity]=1\` adds \`capacity\` with the
  totals, each sector, and the remaining quantities of limited ticket options and options.
- **Release.** An unconfirmed booking's tickets are released 30 minutes (configurable) after
  the booking was created. The booking stays unconfirmed with no tickets and \`released: true\`;
  \`expires\` shows the moment while unconfirmed; further tickets or confirmation answer 409
  \`booking_expired\`.
- **Confirmation.** \`PATCH {confirmation: true}\`. With \`delivery: true\` the host's delivery
  rate for the customer's country applies, Delivery records are added and \`delivery_method\` is
  \`postal\`; without it \`delivery_method\` is \`digital\`, allowed only when every event of the
  booking allows digital dispatch. There is no way back from confirmed.
- **E-mail.** \`POST /email/send {booking, type: "confirmation"}\` answers 202; the booking must be
  confirmed; the mail is written in the customer's locale. An unknown booking (or another
  host's) is a reference that does not exist: 409 \`reference_not_found\` at \`booking\`.
- **Seats.** A ticket is for "a sector or a seat": the request field is \`seat\`. A \`Seat\`
  (\`/seats/\`) belongs to a sector with \`row\`, \`number\`, plan position \`x\`/\`y\` and
  \`accessible\`; a sector with seats is seated and its capacity is its number of seats. A ticket
  for a seated sector sent without \`seat\` gets the best available seat (one array request: a
  block of adjacent seats in one row when one is free, front rows first, nearest the row's
  centre; else the fewest rows; wheelchair spaces only when the other free seats are too few).
  One seat holds at most one ticket per show (409 \`seat_taken\`).
  \`seat_string\` reads \`Parkett, Reihe 3, Platz 12\` in the host's language (Row/Seat,
  Rang/Place, Fila/Posto). \`GET /shows/{pid}/seats/\` lists the venue's seats with their
  \`status\` (\`free\`, \`reserved\`, \`sold\`) for the show.
- **Deleting sold data.** Deleting an event, show, person, price, sector or seat that holds
  tickets of confirmed bookings answers 409 \`record_in_use\` naming the bookings; sold tickets
  leave only by deleting them or their booking.
- **Webhooks.** \`{type, payload}\` with pids only: \`new-booking\` when a booking is confirmed,
  plus \`new-person\`, \`booking-cancelled\`, \`booking-tickets-deleted\`. With a secret,
  \`${WEBHOOK_SIGNATURE_HEADER}: sha256=<hex>\` signs the raw body (HMAC-SHA256). Failed calls are
  retried with backoff.
`.trim();

const tags = [
  { name: 'Authentication', description: 'OAuth 2.0 tokens (password and refresh-token grants).' },
  ...resourceList.map((resource) => ({
    name: tagOf(resource),
    description: resource.description,
    ...(resource.extension ? { 'x-extension': true } : {}),
  })),
  { name: 'E-mail', description: 'E-mails of bookings.' },
];

function registerWebhook(
  app: OpenAPIHono,
  name: string,
  schema: z.ZodType,
  summary: string,
  extension: boolean,
) {
  app.openAPIRegistry.registerWebhook({
    method: 'post',
    path: name,
    operationId: `webhook${name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`,
    summary,
    tags: ['Webhooks'],
    security: [],
    request: {
      headers: z.object({
        [WEBHOOK_SIGNATURE_HEADER]: z
          .string()
          .optional()
          .openapi({
            description: 'With a secret configured: `sha256=<hex HMAC-SHA256 of the raw body>`.',
            examples: ['sha256=3b1f…'],
          }),
      }),
      body: { required: true, content: { 'application/json': { schema } } },
    },
    responses: {
      200: { description: 'Any 2xx status acknowledges the call.' },
      default: { description: 'Any other status, or no answer, makes the service retry later with backoff.' },
    },
    ...(extension ? { 'x-extension': true } : {}),
  });
}

/**
 * Every integer the service reads or writes is a safe integer (zod's `z.int()` refuses anything
 * beyond ±(2^53−1), and so do the query parameters), but the generator leaves those bounds out.
 * Adds them to each integer schema that does not state its own, so a client generated from the
 * document refuses what the service would refuse.
 */
function boundIntegers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) boundIntegers(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'integer') {
    schema.minimum ??= Number.MIN_SAFE_INTEGER;
    schema.maximum ??= Number.MAX_SAFE_INTEGER;
  }
  for (const value of Object.values(schema)) boundIntegers(value);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Every operation that takes a JSON body answers 415 when the body is not sent as JSON
 * (`readJson` checks the media type before anything else), so each documents that answer.
 */
function documentUnsupportedMediaType(paths: Record<string, Record<string, unknown>> | undefined): void {
  for (const item of Object.values(paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        | { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, unknown> }
        | undefined;
      if (!operation?.requestBody?.content?.['application/json'] || !operation.responses) continue;
      operation.responses['415'] ??= { $ref: '#/components/responses/UnsupportedMediaType' };
    }
  }
}

/** The OpenAPI 3.1 document of the service. */
export function createOpenApiDocument() {
  const app = new OpenAPIHono();
  registerSharedComponents(app.openAPIRegistry);
  for (const { route } of routeTable) {
    // `getRoutingPath` is a helper of createRoute, not part of the operation.
    const {
      getRoutingPath: _routing,
      middleware: _middleware,
      hide: _hide,
      ...operation
    } = route as typeof route & {
      getRoutingPath?: unknown;
    };
    app.openAPIRegistry.registerPath(operation);
  }
  registerAdminPaths(app.openAPIRegistry);
  // After the routes, whose query schemas build them: components referred to by raw `$ref`.
  for (const [name, schema] of filterComponents()) app.openAPIRegistry.register(name, schema);
  registerWebhook(app, 'new-booking', NewBookingWebhookSchema, 'A booking was confirmed', false);
  registerWebhook(app, 'new-person', NewPersonWebhookSchema, 'A person was created', true);
  registerWebhook(app, 'booking-cancelled', BookingCancelledWebhookSchema, 'A booking was deleted', true);
  registerWebhook(
    app,
    'booking-tickets-deleted',
    BookingTicketsDeletedWebhookSchema,
    'Tickets of a booking were deleted or released',
    true,
  );
  const document = app.getOpenAPI31Document(
    {
      openapi: '3.1.0',
      info: {
        title: 'Ticketing and Booking Service',
        version: API_VERSION,
        description: DECISIONS,
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      servers: [
        {
          url: '{base_url}',
          description:
            'The service. The mock (`npm run mock`, or `npx ticket-booking-mock` from the package) serves it at http://127.0.0.1:4010 by default, and the site owner’s gateway in front of it at http://127.0.0.1:4010/widget-api.',
          variables: {
            base_url: {
              default: 'http://127.0.0.1:4010',
              description: 'Base address, without a trailing slash.',
            },
          },
        },
      ],
      tags: [
        ...tags,
        { name: 'Webhooks', description: 'Calls the service makes to a registered URL.' },
        { name: ADMIN_TAG, description: ADMIN_TAG_DESCRIPTION, 'x-extension': true },
      ],
      security: [{ bearerAuth: [] }, { oauth2: [] }],
    },
    { sortComponents: 'alphabetically' },
  );
  boundIntegers(document);
  documentUnsupportedMediaType(document.paths as Record<string, Record<string, unknown>> | undefined);
  return document;
}
