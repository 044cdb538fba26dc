/**
 * Ingredients of the `large` seed: a seeded pseudo-random generator (the same seed gives the
 * same data set, draw for draw) and the names it composes events, venues and customers from.
 */

/** mulberry32: small and fast; statistical quality is ample for picking names and sizes. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** An index drawn by weight. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }
}

export const TITLES = [
  'Die Zauberflöte',
  'La Traviata',
  'Carmen',
  'Don Giovanni',
  'Der Besuch der alten Dame',
  'Andorra',
  'Biedermann und die Brandstifter',
  'Wilhelm Tell',
  'Faust',
  'Nathan der Weise',
  'Maria Stuart',
  'Le Misanthrope',
  'Tartuffe',
  'Cyrano de Bergerac',
  'Il barbiere di Siviglia',
  'La Bohème',
  'Tosca',
  'Rigoletto',
  'Hamlet',
  'A Midsummer Night’s Dream',
  'Much Ado About Nothing',
  'The Importance of Being Earnest',
  'Der Nussknacker',
  'Schwanensee',
  'Giselle',
  'Die Fledermaus',
  'Die lustige Witwe',
  'Orpheus in der Unterwelt',
  'Sinfoniekonzert: Beethoven 7',
  'Sinfoniekonzert: Mahler 5',
  'Kammermusik am Sonntag',
  'Orgelnacht',
  'Jazz im Foyer',
  'Liederabend: Schubert',
  'Weihnachtsoratorium',
  'Matthäus-Passion',
  'Stand-up Comedy Night',
  'Poetry Slam',
  'Zirkus Luna',
  'Kindertheater: Pippi Langstrumpf',
  'Kindertheater: Die kleine Hexe',
  'Heidi – Das Musical',
  'Cabaret',
  'West Side Story',
  'Les Misérables',
  'Ein Sommernachtstraum',
  'Der zerbrochne Krug',
  'Woyzeck',
  'Die Physiker',
  'Dreigroschenoper',
];

export const ENSEMBLES = [
  'Ensemble Seefeld',
  'Junges Theater Basel',
  'Compagnie du Lac',
  'Teatro delle Alpi',
  'Kammerorchester Limmat',
  'Sinfonieorchester Aare',
  'Opernstudio Zürich',
  'Tanzkompanie Rhein',
  'Chor der Stadt Bern',
  'Quartetto Ticino',
  'Big Band Winterthur',
  'Figurentheater Luzern',
  'The Alpine Players',
  'Studiobühne Nord',
  'Gastspiel Wien',
  'Gastspiel Berlin',
];

export const VENUE_NAMES = [
  'Stadttheater',
  'Kulturhaus',
  'Konzertsaal',
  'Kleintheater',
  'Stadtcasino',
  'Volkshaus',
  'Kongresshaus',
  'Théâtre municipal',
  'Salle communale',
  'Teatro sociale',
  'Aula',
  'Kirche St. Peter',
];

export const CITIES = [
  { city: 'Zürich', zip: '8001' },
  { city: 'Bern', zip: '3011' },
  { city: 'Basel', zip: '4051' },
  { city: 'Luzern', zip: '6003' },
  { city: 'St. Gallen', zip: '9000' },
  { city: 'Winterthur', zip: '8400' },
  { city: 'Lausanne', zip: '1003' },
  { city: 'Genève', zip: '1204' },
  { city: 'Fribourg', zip: '1700' },
  { city: 'Neuchâtel', zip: '2000' },
  { city: 'Lugano', zip: '6900' },
  { city: 'Locarno', zip: '6600' },
  { city: 'Chur', zip: '7000' },
  { city: 'Thun', zip: '3600' },
  { city: 'Biel/Bienne', zip: '2502' },
];

export const SECTOR_NAMES = ['Parkett', 'Balkon', 'Galerie', 'Loge', 'Rang'];

export const PRICE_NAMES = ['Erwachsene', 'Ermässigt', 'Kinder'];

export const FIRST_NAMES = {
  f: ['Anna', 'Laura', 'Sara', 'Julia', 'Lea', 'Mia', 'Chiara', 'Giulia', 'Camille', 'Léa', 'Emma', 'Nina'],
  m: [
    'Luca',
    'Noah',
    'Leon',
    'David',
    'Marco',
    'Thomas',
    'Lukas',
    'Nicolas',
    'Julien',
    'Matteo',
    'Jan',
    'Reto',
  ],
} as const;

export const LAST_NAMES = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Meyer',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Rossi',
  'Bernasconi',
  'Ferrari',
  'Favre',
  'Dubois',
  'Rochat',
  'Bianchi',
  'Graf',
];

export const STREETS = ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Rue du Lac', 'Via Cantonale'];

export const LOCALES = ['de', 'de', 'de', 'fr', 'fr', 'it', 'en'] as const;

/** Ticket counts of a booking and how often each occurs. */
export const BOOKING_SIZES = [1, 2, 3, 4, 5, 6] as const;
export const BOOKING_SIZE_WEIGHTS = [10, 40, 15, 25, 5, 5] as const;

export const SHOW_TIMES = ['14:30', '17:00', '19:30', '20:00'] as const;
