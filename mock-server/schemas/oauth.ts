/** OAuth 2.0 token endpoint bodies (password and refresh-token grants). */
import { z } from '@hono/zod-openapi';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 600;
export const REFRESH_TOKEN_LIFETIME_DAYS = 30;
const OAUTH_ERRORS = [
  'invalid_client',
  'invalid_grant',
  'invalid_request',
  'unsupported_grant_type',
] as const;

const PasswordGrantSchema = z
  .object({
    grant_type: z.literal('password').openapi({ description: 'The password grant.' }),
    username: z.string().min(1).openapi({ description: "The user's back-office username." }),
    password: z.string().min(1).openapi({ description: "The user's back-office password." }),
  })
  .openapi('PasswordGrant', {
    description: 'First token request with the back-office login; applications then keep the refresh token.',
  });

const RefreshGrantSchema = z
  .object({
    grant_type: z.literal('refresh_token').openapi({ description: 'The refresh-token grant.' }),
    refresh_token: z.string().min(1).openapi({ description: 'The latest refresh token.' }),
  })
  .openapi('RefreshTokenGrant', {
    description:
      'Obtains a new access token. The refresh token rotates: the response carries a new one and the old one stops working.',
  });

export const TokenRequestSchema = z
  .discriminatedUnion('grant_type', [PasswordGrantSchema, RefreshGrantSchema])
  .openapi('TokenRequest', {
    description:
      'Form-encoded body of `POST /oauth/v2/token`. The client key and secret travel in ' +
      '`Authorization: Basic base64(key:secret)`.',
  });

export const TokenResponseSchema = z
  .object({
    access_token: z.string().openapi({ description: 'Bearer token for the resource requests.' }),
    refresh_token: z.string().openapi({
      description: `Obtains the next access token. Valid for ${REFRESH_TOKEN_LIFETIME_DAYS} days; rotates on every use.`,
    }),
    expires_in: z
      .int()
      .min(1)
      .openapi({
        description: `Seconds until the access token expires (${ACCESS_TOKEN_LIFETIME_SECONDS}).`,
        examples: [ACCESS_TOKEN_LIFETIME_SECONDS],
      }),
    token_type: z.literal('bearer').openapi({ description: 'Always `bearer`.' }),
    scope: z.null().openapi({ description: 'Always null: the service has no scopes.' }),
  })
  .openapi('TokenResponse', { description: 'Tokens, sent with `Cache-Control: no-store`.' });

export const OAuthErrorSchema = z
  .object({
    error: z.enum(OAUTH_ERRORS).openapi({
      description:
        '`invalid_client`: unknown client or wrong secret (or no Basic header); `invalid_grant`: ' +
        'wrong username or password, or an unknown, used or expired refresh token; ' +
        '`invalid_request`: a field is missing; `unsupported_grant_type`: another grant type.',
    }),
    error_description: z.string().openapi({ description: 'Human-readable explanation.' }),
  })
  .openapi('OAuthError', { description: 'Error body of the token endpoint (RFC 6749 §5.2), status 400.' });
