import { memoryStore } from '../../../src/gateway/index';
import { idempotencySuite } from './idempotency';

idempotencySuite('one instance, memory', () => [memoryStore()]);
