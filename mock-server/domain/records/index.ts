/**
 * The record service: the generic operations of the API for every resource of the registry,
 * with no HTTP in sight. Routes, seeds and in-process callers (tests, benchmarks) use it alike.
 * Bodies are taken as parsed JSON (`unknown`) and checked here against the contract's schemas.
 */
import type { ResourceName } from '../../schemas/registry-types';
import type { Actor } from '../access';
import type { Pid } from '../model';
import type { ListQuery } from '../query/types';
import type { ServiceContext } from './context';
import { createRecords, type CreateResult } from './create';
import { deleteRecord, type DeleteResult } from './delete';
import {
  getRecord,
  getRecordJson,
  listRecords,
  listRecordsJson,
  type ListResultRead,
  type ListScope,
  type ReadRecord,
} from './read';
import { listShowSeats, listShowSeatsJson } from './show-seats';
import { updateRecord, updateRecords, type UpdateManyResult } from './update';

export type { ServiceContext } from './context';
export type { CreateResult } from './create';
export type { DeleteResult } from './delete';
export type { UpdateManyResult } from './update';
export type { ListResultRead, ListScope, ReadRecord } from './read';

export class RecordService {
  constructor(private readonly ctx: ServiceContext) {}

  /** One record as read, with `properties` expanded; 404 `not_found` when the actor cannot see it. */
  get(
    actor: Actor,
    resource: ResourceName,
    pid: Pid | string,
    properties: readonly string[] = [],
  ): ReadRecord {
    return getRecord(this.ctx, actor, resource, pid, properties);
  }

  /** `get` as the JSON of the answer, UTF-8 (what the route sends; shared, never change it). */
  getJson(
    actor: Actor,
    resource: ResourceName,
    pid: Pid | string,
    properties: readonly string[] = [],
  ): Uint8Array<ArrayBuffer> {
    return getRecordJson(this.ctx, actor, resource, pid, properties);
  }

  /** A list query (filters, order, page, properties), optionally inside a child collection. */
  list(
    actor: Actor,
    resource: ResourceName,
    query: Partial<ListQuery> = {},
    scope?: ListScope,
  ): ListResultRead {
    return listRecords(this.ctx, actor, resource, query, scope);
  }

  /** `list` with the items as the JSON array of the answer, UTF-8 (what the route sends). */
  listJson(
    actor: Actor,
    resource: ResourceName,
    query: Partial<ListQuery> = {},
    scope?: ListScope,
  ): { total: number; body: Uint8Array<ArrayBuffer> } {
    return listRecordsJson(this.ctx, actor, resource, query, scope);
  }

  /** The seats of a show's venue with their `status` for the show (`/shows/<pid>/seats/`). */
  showSeats(actor: Actor, show: Pid | string, query: Partial<ListQuery> = {}): ListResultRead {
    return listShowSeats(this.ctx, actor, show, query);
  }

  /** The same read with the items as the JSON array of the answer (what the route sends). */
  showSeatsJson(
    actor: Actor,
    show: Pid | string,
    query: Partial<ListQuery> = {},
  ): { total: number; body: string } {
    return listShowSeatsJson(this.ctx, actor, show, query);
  }

  /** One object or an array (atomic). */
  create(actor: Actor, resource: ResourceName, body: unknown): CreateResult {
    return createRecords(this.ctx, actor, resource, body);
  }

  /** Edits one record; returns its pid. */
  update(actor: Actor, resource: ResourceName, pid: Pid | string, body: unknown): Pid {
    return updateRecord(this.ctx, actor, resource, pid, body);
  }

  /** Edits many records (items carry `pid`), all or none; the batch lists them in request order. */
  updateMany(actor: Actor, resource: ResourceName, body: unknown): UpdateManyResult {
    return updateRecords(this.ctx, actor, resource, body);
  }

  /** Deletes a record and its children; 409 `record_in_use` when a restricting reference blocks. */
  delete(actor: Actor, resource: ResourceName, pid: Pid | string): DeleteResult {
    return deleteRecord(this.ctx, actor, resource, pid);
  }
}
