import type { Messages } from './messages.js';

export const fr: Messages = {
  'timer.label': 'La réservation expire dans',
  'timer.expired': 'Votre réservation a expiré.',
  'timer.expires-in': {
    one: 'Votre réservation expire dans {count} minute.',
    other: 'Votre réservation expire dans {count} minutes.',
  },
};
