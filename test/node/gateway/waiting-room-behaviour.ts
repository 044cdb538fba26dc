/**
 * The waiting room back end's behaviour, run against the memory back end (unit tier) and two
 * Redis back ends sharing one real redis-server (integration tier). With two back ends, calls
 * alternate between them, as buyers reach different gateway instances. Time is given to every
 * call, so no test sleeps. The cases live by topic: the order of the line and its passes in
 * `waiting-room-order-cases.ts`, admissions against the supply and the polls' budgets in
 * `waiting-room-admission-cases.ts`, a join's Idempotency-Key in `waiting-room-join-cases.ts`, the
 * count of buyers who left the line and an instance's sync in `waiting-room-sync-cases.ts`, and
 * the polls an instance answers from its memory in `waiting-room-local-cases.ts`.
 */
import { describe } from 'node:test';
import type { RoomBackend } from '../../../src/gateway/waiting-room/types';
import { admissionCases } from './waiting-room-admission-cases';
import { joinCases } from './waiting-room-join-cases';
import { localLineCases } from './waiting-room-local-cases';
import { roomKit } from './waiting-room-kit';
import { orderCases } from './waiting-room-order-cases';
import { syncCases } from './waiting-room-sync-cases';

export function roomBehaviour(title: string, open: () => RoomBackend[]): void {
  const kit = roomKit(open);
  describe(title, () => {
    orderCases(kit);
    admissionCases(kit);
    joinCases(kit);
    syncCases(kit);
    localLineCases(kit);
  });
}
