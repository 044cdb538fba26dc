/** The person a simulated buyer creates: the details a confirmation needs, postal delivery included. */
export const PERSON = {
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@example.ch',
  locale: 'de',
  address: { address1: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern', country: 'CH' },
};
