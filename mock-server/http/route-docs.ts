/**
 * Shared pieces of the route table: security, reusable responses and headers, path parameters
 * per pid kind, and the wording of operations.
 */
import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  BOOKING_PID_MAX,
  BOOKING_PID_MIN,
  BOOKING_PID_STRING_PATTERN,
  EXAMPLE_BOOKING_PID,
  EXAMPLE_TICKET_PID,
  EXAMPLE_UUID,
  FilterComparisonSchema,
  FilterValueSchema,
  MAX_BODY_BYTES,
  OAuthErrorSchema,
  ProblemSchema,
  TICKET_PID_PATTERN_ANY_CASE,
  UUID_PATTERN_ANY_CASE,
} from '../schemas';
import type { PidKind, Resource } from '../schemas';

type Registry = OpenAPIHono['openAPIRegistry'];

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** Security of every resource endpoint: the bearer access token from `POST /oauth/v2/token`. */
export const bearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { oauth2: [] }];
/** Security of the token endpoint: the client key and secret as HTTP Basic credentials. */
export const clientSecurity: Record<string, string[]>[] = [{ clientBasic: [] }];

export const responseRef = (name: 'Unauthorized' | 'NotFound' | 'Conflict' | 'PayloadTooLarge') => ({
  $ref: `#/components/responses/${name}`,
});
/**
 * The error responses of a `HEAD` request: the status (and headers) of the `GET`, never a body,
 * as HTTP requires; send the same request as `GET` to read the problem.
 */
export const headResponseRef = (name: 'Unauthorized' | 'NotFound' | 'Conflict') => ({
  $ref: `#/components/responses/${name}Head`,
});
export const headerRef = (name: 'Location' | 'XCount' | 'WWWAuthenticate') => ({
  $ref: `#/components/headers/${name}`,
});

/** Registers the components that the routes refer to by `$ref`. */
export function registerSharedComponents(registry: Registry): void {
  registry.register('Problem', ProblemSchema);
  registry.register('OAuthError', OAuthErrorSchema);
  // Indexed conditions (`filters[f][0][_comp]`) refer to these by name from raw metadata.
  registry.register('FilterValue', FilterValueSchema);
  registry.register('FilterComparison', FilterComparisonSchema);
  const problem = { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } };

  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `access_token` of `POST /oauth/v2/token`, valid for `expires_in` seconds (600).',
  });
  registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description:
      'OAuth 2.0 password grant with the back-office login, then refresh-token grants. The ' +
      'client key and secret are sent as HTTP Basic credentials. Refresh tokens live 30 days ' +
      'and rotate on every use.',
    flows: { password: { tokenUrl: '/oauth/v2/token', refreshUrl: '/oauth/v2/token', scopes: {} } },
  });
  registry.registerComponent('securitySchemes', 'clientBasic', {
    type: 'http',
    scheme: 'basic',
    description: 'Client key and client secret (issued by the provider) as HTTP Basic credentials.',
  });

  registry.registerComponent('headers', 'Location', {
    description:
      'Absolute URL of the record: `<base>/<collection>/<pid>`. After an array create or an ' +
      'array edit, a list link that reads its records in request order: ' +
      '`<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc` ' +
      '(`filters[batchId]=<id>&orderBy[batchOrder]=asc` with the brackets percent-encoded, as ' +
      'RFC 3986 requires outside IP literals).',
    schema: { type: 'string', format: 'uri' },
  });
  registry.registerComponent('headers', 'XCount', {
    description: 'Number of records that match, before pagination.',
    schema: { type: 'integer', minimum: 0 },
    'x-extension': true,
  });
  registry.registerComponent('headers', 'WWWAuthenticate', {
    description:
      'The bearer challenge: `Bearer realm="ticketing", error="invalid_token", error_description="…"`.',
    schema: { type: 'string' },
  });

  registry.registerComponent('responses', 'Unauthorized', {
    description: 'No access token, or an invalid or expired one (`code: unauthorized`).',
    headers: { 'WWW-Authenticate': headerRef('WWWAuthenticate') },
    content: problem,
  });
  registry.registerComponent('responses', 'NotFound', {
    description:
      "Unknown path, or no record with this pid among the token's hosts (`code: not_found`). " +
      'A pid of the wrong form answers 404 as well.',
    content: problem,
  });
  registry.registerComponent('responses', 'Conflict', {
    description:
      'The data could not be handled: validation (`validation_failed`, `invalid_query`, ' +
      '`reference_not_found`) or a rule of the service (`sector_sold_out`, `booking_expired`, ' +
      '…). `errors` names the offending fields. Nothing was changed.',
    content: problem,
  });
  const noBody =
    ' Without a body, as for every `HEAD` response: the same request as `GET` reads the problem.';
  registry.registerComponent('responses', 'UnauthorizedHead', {
    description: `No access token, or an invalid or expired one.${noBody}`,
    headers: { 'WWW-Authenticate': headerRef('WWWAuthenticate') },
  });
  registry.registerComponent('responses', 'NotFoundHead', {
    description: `Unknown path, or no record with this pid among the token's hosts.${noBody}`,
  });
  registry.registerComponent('responses', 'ConflictHead', {
    description: `A query parameter is not valid (\`invalid_query\`).${noBody}`,
  });
  registry.registerComponent('responses', 'UnsupportedMediaType', {
    description:
      'The body is not sent as JSON: no `Content-Type`, a type other than `application/json` ' +
      '(or `application/*+json`), or a charset other than UTF-8 (`code: unsupported_media_type`). ' +
      'Nothing was changed.',
    content: problem,
  });
  registry.registerComponent('responses', 'PayloadTooLarge', {
    description: `The body is larger than ${MAX_BODY_BYTES} bytes, or an array has too many items (\`code: payload_too_large\`).`,
    content: problem,
  });
}

// ---------------------------------------------------------------------------------------------
// Path parameters

const toBookingPid = (value: unknown) =>
  typeof value === 'string' && BOOKING_PID_STRING_PATTERN.test(value)
    ? Number(value.replaceAll('-', ''))
    : value;

/** The `{pid}` path parameter of a resource, by pid kind. */
export function pidParam(kind: PidKind, title: string) {
  const lower = title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  switch (kind) {
    case 'booking':
      return z.preprocess(toBookingPid, z.int().min(BOOKING_PID_MIN).max(BOOKING_PID_MAX)).openapi({
        param: { description: `Pid of the ${lower}: 12 digits (also accepted as \`1234-5678-9012\`).` },
        examples: [EXAMPLE_BOOKING_PID],
      });
    case 'ticket':
      return z
        .string()
        .regex(TICKET_PID_PATTERN_ANY_CASE)
        .openapi({
          param: {
            description: `Pid of the ${lower}: 16 hexadecimal digits (the upper-case code is accepted).`,
          },
          examples: [EXAMPLE_TICKET_PID],
        });
    case 'uuid':
      return z
        .string()
        .regex(UUID_PATTERN_ANY_CASE)
        .openapi({
          param: { description: `Pid of the ${lower}: a UUID (read in upper case; lower case is accepted).` },
          examples: [EXAMPLE_UUID],
        });
  }
}

// ---------------------------------------------------------------------------------------------
// Wording

/** `Event` → `Events`, `Delivery` → `Deliveries`. */
export function plural(title: string): string {
  return title.endsWith('y') ? `${title.slice(0, -1)}ies` : `${title}s`;
}

/** `TicketOptionGroup` → `ticket option group`. */
export function words(title: string): string {
  return title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function withArticle(title: string): string {
  const noun = words(title);
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** The tag of a resource's operations. */
export function tagOf(resource: Resource): string {
  return words(plural(resource.title)).replace(/^./, (first) => first.toUpperCase());
}

export const LIST_DESCRIPTION =
  'Answers a bare JSON array of records; the number of matching records before pagination is ' +
  'in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from ' +
  '0. Records come in creation order unless `orderBy` is given.';

export const CREATE_DESCRIPTION =
  'The body is one object or an array of objects. Answers 201 with an empty body. For one ' +
  'object, `Location` is the new record; for an array, the records are created atomically (all ' +
  'or none) and `Location` is a list link that reads them in request order.';

export const UPDATE_MANY_DESCRIPTION =
  'The body is an array of objects, each with the `pid` of the record to edit and the fields ' +
  'to change. Atomic: all records change or none. Answers 204 with `Location` ' +
  '`<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that ' +
  'reads the edited records in request order (as after an array create: `batchId` names the ' +
  'latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.';
