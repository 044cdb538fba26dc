/**
 * Buyer details: validation as pure functions returning i18n keys per field (never prose), and
 * the person body the service takes. The address is required only for postal delivery.
 */
import type { PersonRecord, PersonWrite } from './api.js';
import type { Buyer, BuyerErrors, BuyerField, DeliveryMethod, Lang } from './types.js';

// The empty details belong to the flow's initial state (the first render's).
export { EMPTY_BUYER } from './state.js';

const MAX_LENGTH = 100;
// One @, no spaces, a dot in the domain: what a mail server can deliver to, without RFC 5322's corners.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const COUNTRY = /^[A-Z]{2}$/;
/** Postal codes of the countries the service's hosts mostly ship to; others: 2–10 characters. */
const ZIP: Readonly<Record<string, RegExp>> = {
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  AT: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
};
const ANY_ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

const TEXT_FIELDS: BuyerField[] = [
  'firstname',
  'lastname',
  'company',
  'email',
  'address1',
  'address2',
  'city',
];

/** Field → error key; empty when the details can be saved (and the booking confirmed). */
export function validateBuyer(buyer: Buyer, delivery: DeliveryMethod): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const field of TEXT_FIELDS) {
    if (String(buyer[field]).trim().length > MAX_LENGTH) errors[field] = 'validation.tooLong';
  }
  const required: BuyerField[] = ['firstname', 'lastname', 'email'];
  if (delivery === 'postal') required.push('address1', 'zip', 'city', 'country');
  for (const field of required) {
    if (!String(buyer[field]).trim()) errors[field] = 'validation.required';
  }
  if (!errors.email && !EMAIL.test(buyer.email.trim())) errors.email = 'validation.email';
  const country = buyer.country.trim().toUpperCase();
  if (country && !COUNTRY.test(country)) errors.country = 'validation.country';
  const zip = buyer.zip.trim();
  if (zip && !errors.zip && !(ZIP[country] ?? ANY_ZIP).test(zip)) errors.zip = 'validation.zip';
  return errors;
}

const orNull = (value: string): string | null => value.trim() || null;

/** The person as the service stores it; the widget language becomes its `locale`. */
export function toPerson(buyer: Buyer, lang: Lang): PersonWrite {
  return {
    salutation: buyer.salutation || null,
    firstname: orNull(buyer.firstname),
    lastname: orNull(buyer.lastname),
    company: orNull(buyer.company),
    email: orNull(buyer.email),
    newsletter: buyer.newsletter,
    locale: lang,
    address: {
      address1: orNull(buyer.address1),
      address2: orNull(buyer.address2),
      zip: orNull(buyer.zip),
      city: orNull(buyer.city),
      country: orNull(buyer.country.toUpperCase()),
    },
  };
}

/**
 * The buyer's details as the service holds them on the person (the receipt's customer): a read
 * person, or the body the service accepted.
 */
export function fromPerson(person: PersonRecord | PersonWrite): Buyer {
  const address = person.address;
  return {
    salutation: person.salutation ?? '',
    firstname: person.firstname ?? '',
    lastname: person.lastname ?? '',
    company: person.company ?? '',
    email: person.email ?? '',
    newsletter: person.newsletter ?? false,
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
  };
}
