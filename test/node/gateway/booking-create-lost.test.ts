import { memoryStore } from '../../../src/gateway/index';
import { lostBookingCreateSuite } from './booking-create-lost';

lostBookingCreateSuite('two instances, one memory store', () => [memoryStore()]);
