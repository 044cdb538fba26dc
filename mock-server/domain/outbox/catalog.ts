/**
 * The words of the confirmation e-mail in the four languages of the service (de, fr, it, en).
 * Every language has every key: the `Messages` type makes a missing one a compile error, and a
 * test checks the catalog at run time as well. Sentences that hold values are functions, so a
 * translation can put the value where its grammar wants it.
 */
import { LOCALES, type Locale } from '../../schemas/persons';

export interface Messages {
  /** BCP 47 tag for dates in this language (Swiss usage; English as in the UK). */
  readonly intlLocale: string;
  /** Between a label and its value: French puts a (narrow) space before the colon. */
  readonly colon: string;
  subject(event: string, bookingNumber: string): string;
  greetingFemale(lastname: string): string;
  greetingMale(lastname: string): string;
  greeting(name: string): string;
  readonly hello: string;
  readonly intro: string;
  readonly bookingNumber: string;
  readonly event: string;
  readonly show: string;
  readonly venue: string;
  readonly tickets: string;
  readonly ticket: string;
  readonly seat: string;
  readonly price: string;
  readonly ticketOptions: string;
  readonly bookingOptions: string;
  readonly delivery: string;
  readonly deliveryPostal: string;
  readonly deliveryDigital: string;
  readonly deliveryFee: string;
  readonly total: string;
  readonly closing: string;
  readonly regards: string;
}

export const catalog: Readonly<Record<Locale, Messages>> = {
  de: {
    intlLocale: 'de-CH',
    colon: ': ',
    subject: (event, number) => `Buchungsbestätigung ${number} – ${event}`,
    greetingFemale: (lastname) => `Sehr geehrte Frau ${lastname}`,
    greetingMale: (lastname) => `Sehr geehrter Herr ${lastname}`,
    greeting: (name) => `Guten Tag ${name}`,
    hello: 'Guten Tag',
    intro: 'vielen Dank für Ihre Buchung. Hier ist Ihre Bestätigung.',
    bookingNumber: 'Buchungsnummer',
    event: 'Veranstaltung',
    show: 'Vorstellung',
    venue: 'Ort',
    tickets: 'Tickets',
    ticket: 'Ticket',
    seat: 'Platz',
    price: 'Preis',
    ticketOptions: 'Optionen',
    bookingOptions: 'Zusatzleistungen',
    delivery: 'Versand',
    deliveryPostal: 'Per Post an',
    deliveryDigital: 'Digital: Sie erhalten Ihre Tickets per E-Mail.',
    deliveryFee: 'Versandgebühr',
    total: 'Total',
    closing: 'Wir freuen uns auf Ihren Besuch.',
    regards: 'Freundliche Grüsse',
  },
  fr: {
    intlLocale: 'fr-CH',
    colon: '\u202f: ',
    subject: (event, number) => `Confirmation de réservation ${number} – ${event}`,
    greetingFemale: (lastname) => `Bonjour Madame ${lastname}`,
    greetingMale: (lastname) => `Bonjour Monsieur ${lastname}`,
    greeting: (name) => `Bonjour ${name}`,
    hello: 'Bonjour',
    intro: 'merci pour votre réservation. Voici votre confirmation.',
    bookingNumber: 'Numéro de réservation',
    event: 'Événement',
    show: 'Représentation',
    venue: 'Lieu',
    tickets: 'Billets',
    ticket: 'Billet',
    seat: 'Place',
    price: 'Prix',
    ticketOptions: 'Options',
    bookingOptions: 'Prestations supplémentaires',
    delivery: 'Livraison',
    deliveryPostal: 'Par la poste à',
    deliveryDigital: 'Numérique : vous recevez vos billets par e-mail.',
    deliveryFee: 'Frais d’envoi',
    total: 'Total',
    closing: 'Nous nous réjouissons de votre visite.',
    regards: 'Meilleures salutations',
  },
  it: {
    intlLocale: 'it-CH',
    colon: ': ',
    subject: (event, number) => `Conferma della prenotazione ${number} – ${event}`,
    greetingFemale: (lastname) => `Gentile signora ${lastname}`,
    greetingMale: (lastname) => `Gentile signor ${lastname}`,
    greeting: (name) => `Buongiorno ${name}`,
    hello: 'Buongiorno',
    intro: 'grazie per la sua prenotazione. Ecco la sua conferma.',
    bookingNumber: 'Numero di prenotazione',
    event: 'Evento',
    show: 'Rappresentazione',
    venue: 'Luogo',
    tickets: 'Biglietti',
    ticket: 'Biglietto',
    seat: 'Posto',
    price: 'Prezzo',
    ticketOptions: 'Opzioni',
    bookingOptions: 'Servizi aggiuntivi',
    delivery: 'Spedizione',
    deliveryPostal: 'Per posta a',
    deliveryDigital: 'Digitale: riceverà i biglietti per e-mail.',
    deliveryFee: 'Spese di spedizione',
    total: 'Totale',
    closing: 'Saremo lieti di accoglierla.',
    regards: 'Cordiali saluti',
  },
  en: {
    intlLocale: 'en-GB',
    colon: ': ',
    subject: (event, number) => `Booking confirmation ${number} – ${event}`,
    greetingFemale: (lastname) => `Dear Ms ${lastname}`,
    greetingMale: (lastname) => `Dear Mr ${lastname}`,
    greeting: (name) => `Dear ${name}`,
    hello: 'Hello',
    intro: 'thank you for your booking. Here is your confirmation.',
    bookingNumber: 'Booking number',
    event: 'Event',
    show: 'Show',
    venue: 'Venue',
    tickets: 'Tickets',
    ticket: 'Ticket',
    seat: 'Seat',
    price: 'Price',
    ticketOptions: 'Options',
    bookingOptions: 'Extras',
    delivery: 'Delivery',
    deliveryPostal: 'By post to',
    deliveryDigital: 'Digital: your tickets come by e-mail.',
    deliveryFee: 'Delivery fee',
    total: 'Total',
    closing: 'We look forward to your visit.',
    regards: 'Kind regards',
  },
};

/**
 * The language of a customer's e-mails: their locale, else the host's default, German (as the
 * person schema documents for a null `locale`).
 */
export function mailLocale(locale: unknown): Locale {
  return (LOCALES as readonly unknown[]).includes(locale) ? (locale as Locale) : 'de';
}
