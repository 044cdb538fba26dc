/**
 * The mock's cost per request without HTTP: `app.fetch(new Request(…))` on the Hono app, body
 * read to the end, in a loop of N iterations per scenario (after a warm-up that is dropped).
 * This is what the MSW adapters and the in-process tests pay per request, and the floor under
 * the HTTP figures.
 */
import { createMock } from '../../../mock-server/index';
import { createApp } from '../../../mock-server/http/app';
import { loadDataset, type DatasetSize, type LoadedDataset, type Send } from './dataset';
import { buildScenarios, type Scenario } from './scenarios';
import { timeLoop, type LoopSettings } from './time-loop';

/** A loop stops early after `maxSeconds`. */
export type InProcessSettings = LoopSettings;

export interface InProcessResult {
  scenario: Scenario['id'];
  iterations: number;
  meanUs: number;
  p50Us: number;
  p99Us: number;
  /** Requests per second of one core, from the mean. */
  perSecond: number;
  failures: number;
}

const BASE = 'http://mock.bench/api';

export async function runInProcess(
  size: DatasetSize,
  settings: InProcessSettings,
): Promise<{ dataset: LoadedDataset; results: InProcessResult[] }> {
  const mock = createMock({ seed: 'empty' });
  const app = createApp(mock, { basePath: new URL(BASE).pathname });
  const send: Send = (method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body instanceof URLSearchParams) {
      init.body = body.toString();
      (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return Promise.resolve(app.fetch(new Request(`${BASE}${path}`, init)));
  };
  const dataset = await loadDataset(send, BASE, size);
  const results: InProcessResult[] = [];

  for (const scenario of buildScenarios(dataset)) {
    const requests = scenario.requests.mock;
    const one = async (i: number): Promise<boolean> => {
      const request = requests[i % requests.length]!;
      const response = await app.fetch(
        new Request(`${BASE}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        }),
      );
      await response.arrayBuffer();
      return response.status >= 200 && response.status < 300;
    };
    const { iterations, meanUs, p50Us, p99Us, failures } = await timeLoop(one, settings);
    results.push({
      scenario: scenario.id,
      iterations,
      meanUs,
      p50Us,
      p99Us,
      perSecond: meanUs ? 1e6 / meanUs : 0,
      failures,
    });
  }
  return { dataset, results };
}
