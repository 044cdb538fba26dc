import type { Messages } from './messages.js';

export const en: Messages = {
  'timer.label': 'Reservation expires in',
  'timer.expired': 'Your reservation has expired.',
  'timer.expires-in': {
    one: 'Your reservation expires in {count} minute.',
    other: 'Your reservation expires in {count} minutes.',
  },
};
