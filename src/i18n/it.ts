import type { Messages } from './messages.js';

export const it: Messages = {
  'timer.label': 'La prenotazione scade tra',
  'timer.expired': 'La prenotazione è scaduta.',
  'timer.expires-in': {
    one: 'La prenotazione scade tra {count} minuto.',
    other: 'La prenotazione scade tra {count} minuti.',
  },
};
