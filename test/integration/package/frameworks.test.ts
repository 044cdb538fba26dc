/**
 * The elements' framework-native types (`ticket-booking/react`, `/vue`, `/svelte`, `/solid`,
 * generated from the manifest at build time) in a consumer project per framework, installed
 * from the packed tarball: each framework's own checker (`tsc`, `vue-tsc`, `svelte-check`)
 * passes a page that sets the elements' properties and listens to their events, and fails each
 * wrong line of a page that sets a property to a wrong type or listens with a wrong handler,
 * and no other line. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { consumerProject, devDependency, run } from './packed';

let project: string;

before(async () => {
  project = await consumerProject(
    ['ticket-booking'],
    ['@types/react', 'vue', 'vue-tsc', 'svelte', 'svelte-check', 'solid-js', 'typescript'].map(devDependency),
  );
});

after(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

async function write(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(project, path)), { recursive: true });
    await writeFile(join(project, path), text);
  }
}

/**
 * 1-based numbers of the lines of `text` that hold a mistake: a value `three` where a number or
 * boolean belongs, or the listener of another event (`wrongListener`). Each stands on an element
 * of its own: a checker that finds several wrong attributes of one element may name only some.
 */
const wrongLines = (text: string) =>
  text.split('\n').flatMap((line, index) => (/three|[{"]wrongListener/.test(line) ? [index + 1] : []));

/** Runs a checker; answers its exit code and output (it exits non-zero on type errors). */
async function check(command: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(join(project, 'node_modules/.bin', command), args, { cwd: project });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

/** Asserts that the errors are exactly on the marked lines of `bad` and nowhere in `good`. */
function assertErrors(output: string, lineOf: RegExp, badText: string, good: string): void {
  const lines = [...output.matchAll(lineOf)].map((match) => Number(match[1]));
  assert.deepEqual(
    [...new Set(lines)].sort((a, b) => a - b),
    wrongLines(badText),
    `errors on the marked lines only:\n${output}`,
  );
  assert.ok(!output.includes(good), `no error in ${good}:\n${output}`);
}

const strict = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

describe('framework-native types of the elements', () => {
  it('React 19: tsc checks the properties and on<event> listeners of every element', async () => {
    const good = `import type {} from 'ticket-booking/react';
import type { TbReadyEvent } from 'ticket-booking';

const ready = (event: TbReadyEvent) => console.log(event.detail);

export const Page = () => (
  <main>
    <ticket-booking
      event="E4F43DCC-8055-48F0-95B1-DE307C86652E"
      apiBase="/api/tickets"
      fewLeft={3}
      history
      options={{ maxTickets: 4 }}
      theme="dark"
      ontb-ready={ready}
      ontb-error={(event) => console.log(event.detail.code)}
      className="booking"
    />
    <ticket-booking api-base="/api/tickets" few-left="3" />
    <tb-reservation-timer expires="2026-12-01T20:00:00Z" ontb-reservation-expire={(event) => event.detail} />
  </main>
);
`;
    const bad = `import type {} from 'ticket-booking/react';
import type { TbErrorEvent } from 'ticket-booking';

const wrongListener = (event: TbErrorEvent) => console.log(event.detail.code);

export const Page = () => (
  <main>
    <ticket-booking fewLeft="three" />
    <ticket-booking options={{ maxTickets: 'three' }} />
    <ticket-booking history="three" />
    <ticket-booking ontb-ready={wrongListener} />
    <tb-reservation-timer expires={3} ontb-reservation-expire={(event) => event.detail.three} />
  </main>
);
`;
    await write({
      'react/good.tsx': good,
      'react/bad.tsx': bad,
      'react/tsconfig.json': JSON.stringify({
        compilerOptions: { ...strict, jsx: 'react-jsx', types: ['react'] },
        files: ['good.tsx', 'bad.tsx'],
      }),
    });
    const { code, output } = await check('tsc', ['-p', 'react', '--pretty', 'false']);
    assert.notEqual(code, 0, 'the wrong page fails');
    assertErrors(output, /bad\.tsx\((\d+),/g, bad, 'good.tsx');
  });

  it('Vue 3: vue-tsc checks the properties and @event listeners in templates (GlobalComponents)', async () => {
    const good = `<script setup lang="ts">
import type {} from 'ticket-booking/vue';
import type { TbReadyEvent } from 'ticket-booking';

const ready = (event: TbReadyEvent) => console.log(event.detail);
</script>

<template>
  <ticket-booking
    event="E4F43DCC-8055-48F0-95B1-DE307C86652E"
    api-base="/api/tickets"
    :few-left="3"
    :history="true"
    :options="{ maxTickets: 4 }"
    @tb-ready="ready"
    @tb-error="(event) => console.log(event.detail.code)"
  />
</template>
`;
    const bad = `<script setup lang="ts">
import type {} from 'ticket-booking/vue';
import type { TbErrorEvent } from 'ticket-booking';

const wrongListener = (event: TbErrorEvent) => console.log(event.detail.code);
</script>

<template>
  <ticket-booking :few-left="'three'" />
  <ticket-booking :options="{ maxTickets: 'three' }" />
  <ticket-booking @tb-ready="wrongListener" />
</template>
`;
    await write({
      'vue/Good.vue': good,
      'vue/Bad.vue': bad,
      'vue/tsconfig.json': JSON.stringify({
        compilerOptions: { ...strict, jsx: 'preserve' },
        include: ['*.vue'],
        vueCompilerOptions: { strictTemplates: true },
      }),
    });
    const { code, output } = await check('vue-tsc', ['-p', 'vue', '--pretty', 'false']);
    assert.notEqual(code, 0, 'the wrong page fails');
    assertErrors(output, /Bad\.vue\((\d+),/g, bad, 'Good.vue');
  });

  it('Svelte 5: svelte-check checks the properties and on<event> listeners (SvelteHTMLElements)', async () => {
    const good = `<script lang="ts">
  import type {} from 'ticket-booking/svelte';
  import type { TbReadyEvent } from 'ticket-booking';

  const ready = (event: TbReadyEvent) => console.log(event.detail);
</script>

<ticket-booking
  event="E4F43DCC-8055-48F0-95B1-DE307C86652E"
  apiBase="/api/tickets"
  fewLeft={3}
  history
  options={{ maxTickets: 4 }}
  ontb-ready={ready}
  ontb-error={(event) => console.log(event.detail.code)}
></ticket-booking>
`;
    const bad = `<script lang="ts">
  import type {} from 'ticket-booking/svelte';
  import type { TbErrorEvent } from 'ticket-booking';

  const wrongListener = (event: TbErrorEvent) => console.log(event.detail.code);
</script>

<ticket-booking fewLeft="three"></ticket-booking>
<ticket-booking options={{ maxTickets: 'three' }}></ticket-booking>
<ticket-booking ontb-ready={wrongListener}></ticket-booking>
`;
    await write({
      'svelte/Good.svelte': good,
      'svelte/Bad.svelte': bad,
      'svelte/tsconfig.json': JSON.stringify({
        compilerOptions: { ...strict, verbatimModuleSyntax: true },
        include: ['*.svelte'],
      }),
    });
    const { code, output } = await check('svelte-check', [
      '--workspace',
      'svelte',
      '--tsconfig',
      join(project, 'svelte/tsconfig.json'),
      '--output',
      'machine',
    ]);
    assert.notEqual(code, 0, 'the wrong page fails');
    // Machine output: `<time> ERROR "Bad.svelte" <line>:<column> "<message>"`.
    assertErrors(output, /ERROR "Bad\.svelte" (\d+):/g, bad, 'Good.svelte');
  });

  it('Solid: tsc checks the properties and on:event listeners of every element', async () => {
    const good = `import type {} from 'ticket-booking/solid';
import type { TbReadyEvent } from 'ticket-booking';

const ready = (event: TbReadyEvent) => console.log(event.detail);

export const Page = () => (
  <ticket-booking
    event="E4F43DCC-8055-48F0-95B1-DE307C86652E"
    apiBase="/api/tickets"
    fewLeft={3}
    history
    options={{ maxTickets: 4 }}
    on:tb-ready={ready}
    on:tb-error={(event) => console.log(event.detail.code)}
  />
);
`;
    const bad = `import type {} from 'ticket-booking/solid';
import type { TbErrorEvent } from 'ticket-booking';

const wrongListener = (event: TbErrorEvent) => console.log(event.detail.code);

export const Page = () => (
  <main>
    <ticket-booking fewLeft="three" />
    <ticket-booking options={{ maxTickets: 'three' }} />
    <ticket-booking on:tb-ready={wrongListener} />
  </main>
);
`;
    await write({
      'solid/good.tsx': good,
      'solid/bad.tsx': bad,
      'solid/tsconfig.json': JSON.stringify({
        compilerOptions: { ...strict, jsx: 'preserve', jsxImportSource: 'solid-js' },
        files: ['good.tsx', 'bad.tsx'],
      }),
    });
    const { code, output } = await check('tsc', ['-p', 'solid', '--pretty', 'false']);
    assert.notEqual(code, 0, 'the wrong page fails');
    assertErrors(output, /bad\.tsx\((\d+),/g, bad, 'good.tsx');
  });
});
