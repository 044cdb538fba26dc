import { memoryStore } from '../../../src/gateway/index';
import { ticketEditSuite } from './ticket-edits';

ticketEditSuite('one instance, memory', () => [memoryStore()]);
