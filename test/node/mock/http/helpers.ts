/** An in-process app per test and small request helpers. */
import { createApp, createMock, type Mock, type MockOptions } from '../../../../mock-server/index';

export const BASE = 'http://mock.test/api';

export interface TestApp {
  mock: Mock;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  token(user?: string): Promise<string>;
  json(method: string, path: string, body: unknown, token?: string): Promise<Response>;
}

export function testApp(options: MockOptions = {}, basePath = '/api'): TestApp {
  const mock = createMock(options);
  const app = createApp(mock, { basePath });
  const origin = new URL(BASE).origin;
  const fetch = async (path: string, init?: RequestInit) =>
    app.fetch(new Request(`${origin}${basePath}${path}`, init));
  return {
    mock,
    fetch,
    async token(user = 'demo') {
      const response = await fetch('/oauth/v2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa('demo-client:demo-secret')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'password', username: user, password: user }).toString(),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    },
    json(method, path, body, token) {
      return fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    },
  };
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors: { property_path: string; message: string }[];
}

export async function problem(response: Response): Promise<ProblemBody> {
  if (!(response.headers.get('content-type') ?? '').startsWith('application/problem+json')) {
    throw new Error(`expected a problem, got ${response.status} ${response.headers.get('content-type')}`);
  }
  return (await response.json()) as ProblemBody;
}
