import type { Messages } from './messages.js';

export const de: Messages = {
  'timer.label': 'Reservierung läuft ab in',
  'timer.expired': 'Ihre Reservierung ist abgelaufen.',
  'timer.expires-in': {
    one: 'Ihre Reservierung läuft in {count} Minute ab.',
    other: 'Ihre Reservierung läuft in {count} Minuten ab.',
  },
};
