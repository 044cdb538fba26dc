import { memoryRooms } from '../../../src/gateway/waiting-room/memory-rooms';
import { roomBehaviour } from './waiting-room-behaviour';

roomBehaviour('waiting room: memory back end', () => [memoryRooms()]);
