/**
 * Two gateway instances on one real redis-server: a catalogue read each answers from its memory
 * counts in that instance's own budget and sends Redis nothing; misses and writes count in Redis,
 * shared by both (test/node/gateway/local-reads.ts).
 */
import { localReadsSuite } from '../../node/gateway/local-reads';
import { overRedis } from './redis-server';

overRedis('gateway reads from memory over Redis', 'local-reads', localReadsSuite);
