/**
 * Demo Theater's customers and delivery rates. The customers live in four language regions and
 * abroad, so e-mails go out in every locale and postal delivery meets both rates.
 */
import type { SeedWriter } from './demo-build';

const PEOPLE = {
  anna: {
    salutation: 'f',
    firstname: 'Anna',
    lastname: 'Müller',
    email: 'anna.mueller@example.com',
    newsletter: true,
    locale: 'de',
    address: { address1: 'Seefeldstrasse 112', zip: '8008', city: 'Zürich', country: 'CH' },
  },
  luca: {
    salutation: 'm',
    firstname: 'Luca',
    lastname: 'Bernasconi',
    email: 'luca.bernasconi@example.com',
    mailing: true,
    locale: 'it',
    address: { address1: 'Via Nassa 5', zip: '6900', city: 'Lugano', country: 'CH' },
  },
  claire: {
    salutation: 'f',
    firstname: 'Claire',
    lastname: 'Dubois',
    email: 'claire.dubois@example.org',
    locale: 'fr',
    address: { address1: 'Rue de Bourg 20', zip: '1003', city: 'Lausanne', country: 'CH' },
  },
  james: {
    salutation: 'm',
    firstname: 'James',
    lastname: 'Whitfield',
    email: 'james.whitfield@example.co.uk',
    locale: 'en',
    address: {
      address1: '14 Camden Road',
      address2: 'Flat 3',
      zip: 'NW1 9DP',
      city: 'London',
      country: 'GB',
    },
  },
  reto: {
    salutation: 'm',
    firstname: 'Reto',
    lastname: 'Brunner',
    company: 'Reisebüro Alpenblick AG',
    email: 'gruppen@alpenblick.example.com',
    locale: 'de',
    address: { address1: 'Bahnhofplatz 4', zip: '3011', city: 'Bern', country: 'CH' },
  },
  camille: {
    salutation: 'f',
    firstname: 'Camille',
    lastname: 'Rochat',
    company: 'École française de Zurich',
    email: 'camille.rochat@example.org',
    locale: 'fr',
    address: { address1: 'Schaffhauserstrasse 220', zip: '8057', city: 'Zürich', country: 'CH' },
  },
  giulia: {
    salutation: 'f',
    firstname: 'Giulia',
    lastname: 'Ferrari',
    email: 'giulia.ferrari@example.net',
    newsletter: true,
    locale: 'it',
    address: { address1: 'Via della Posta 8', zip: '6600', city: 'Locarno', country: 'CH' },
  },
  thomas: {
    salutation: 'm',
    firstname: 'Thomas',
    lastname: 'Meier',
    email: 'thomas.meier@example.com',
    locale: 'de',
    address: { address1: 'Marktgasse 17', zip: '8400', city: 'Winterthur', country: 'CH' },
  },
  sophie: {
    salutation: 'f',
    firstname: 'Sophie',
    lastname: 'Favre',
    email: 'sophie.favre@example.org',
    locale: 'fr',
    address: { address1: 'Boulevard Carl-Vogt 7', zip: '1205', city: 'Genève', country: 'CH' },
  },
  hannah: {
    salutation: 'f',
    firstname: 'Hannah',
    lastname: 'Schmid',
    email: 'hannah.schmid@example.de',
    locale: 'de',
    address: { address1: 'Seestraße 21', zip: '78464', city: 'Konstanz', country: 'DE' },
  },
  marco: {
    salutation: 'm',
    firstname: 'Marco',
    lastname: 'Rossi',
    email: 'marco.rossi@example.net',
    locale: 'it',
    address: { address1: 'Piazza Grande 12', zip: '6600', city: 'Locarno', country: 'CH' },
  },
  nina: {
    salutation: null,
    firstname: 'Nina',
    lastname: 'Baumann',
    email: 'nina.baumann@example.com',
    locale: 'en',
    address: { address1: 'Spalenberg 40', zip: '4051', city: 'Basel', country: 'CH' },
  },
} as const;

type PersonKey = keyof typeof PEOPLE;
type People = Readonly<Record<PersonKey, string>>;

export interface DemoPeople {
  readonly persons: People;
  readonly deliveryRates: { readonly switzerland: string; readonly abroad: string };
}

/** Delivery rates for Switzerland and abroad, then the customers (one array request). */
export function createPeople(w: SeedWriter): DemoPeople {
  const [switzerland, abroad] = w.createAll('deliveryrates', [
    { host: w.host, name: 'Postversand Schweiz (A-Post)', country: 'CH', price: 6, currency: 'CHF' },
    {
      host: w.host,
      name: 'Postversand Ausland / International mail',
      country: null,
      price: 15,
      currency: 'CHF',
    },
  ]) as [string, string];
  const keys = Object.keys(PEOPLE) as PersonKey[];
  const pids = w.createAll(
    'persons',
    keys.map((key) => PEOPLE[key]),
  );
  const persons = Object.fromEntries(keys.map((key, i) => [key, pids[i]!])) as Record<PersonKey, string>;
  return { persons, deliveryRates: { switzerland, abroad } };
}
