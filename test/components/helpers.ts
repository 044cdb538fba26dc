/// <reference types="mocha" />
import axe from 'axe-core';
import { render, type TemplateResult } from 'lit';
import type { ReactiveElement } from 'lit';
import { defineElements } from '../../src/define.js';

defineElements();

const containers = new Set<HTMLElement>();

afterEach(() => {
  for (const container of containers) container.remove();
  containers.clear();
});

/** Renders `template` into a fresh container in the document and waits for its first element to update. */
export async function fixture<T extends Element>(template: TemplateResult): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  containers.add(container);
  render(template, container);
  const element = container.firstElementChild as T;
  if ('updateComplete' in element) await (element as unknown as ReactiveElement).updateComplete;
  return element;
}

/** A clock the test moves by hand: `clock.now` is what a component's `now` property reads. */
export function fakeClock(start = Date.UTC(2026, 10, 22, 18, 0, 0)) {
  let time = start;
  return {
    now: () => time,
    set(ms: number) {
      time = ms;
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

/** Runs axe on `element` (including its shadow DOM) and returns a readable list of violations. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
