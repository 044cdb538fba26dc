/**
 * A subscription's queue of calls to send: jobs in emission order and the count of open sends,
 * so each subscription is sent to by a bounded number of workers.
 */
import type { Delivery, WebhookEvent } from './model';

/** One call waiting for, or holding, a slot of its subscription. */
export interface Job {
  readonly event: WebhookEvent;
  readonly delivery: Delivery;
}

/** A subscription's queue: jobs in emission order (a ring read from `head`) and open sends. */
export class Queue {
  private jobs: (Job | undefined)[] = [];
  private head = 0;
  active = 0;

  get length(): number {
    return this.jobs.length - this.head;
  }

  push(job: Job): void {
    this.jobs.push(job);
  }

  shift(): Job | undefined {
    if (this.head >= this.jobs.length) return undefined;
    const job = this.jobs[this.head];
    this.jobs[this.head++] = undefined;
    // Compacts now and then, so the array does not grow with every call ever queued.
    if (this.head > 1024 && this.head * 2 > this.jobs.length) {
      this.jobs = this.jobs.slice(this.head);
      this.head = 0;
    }
    return job;
  }

  drain(): Job[] {
    const rest = this.jobs.slice(this.head) as Job[];
    this.jobs = [];
    this.head = 0;
    return rest;
  }
}
