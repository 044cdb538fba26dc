/**
 * The pids of the `demo` seed that pages and end-to-end tests start from. The seed makes the
 * same pids on every load (a seeded id generator, one id section per part of the demo), and a
 * test checks that these are the ones it makes.
 */
import type { DemoPids } from './demo';

export const DEMO_PIDS = {
  hosts: {
    demoTheater: 'E958EA1E-85F3-40F4-A142-2FA22D81F49F',
    secondStage: '497DA205-C7A3-4C42-9FD0-B1E5BF249EBB',
  },
  /** "Die Dreigroschenoper", 24 shows, CHF. */
  theatre: {
    venue: 'F70E9959-908E-4032-81E3-ADE0327D5C2D',
    event: 'E4F43DCC-8055-48F0-95B1-DE307C86652E',
    /** The premiere: its Loge has 2 places left. */
    premiere: '92F8424A-936A-47C7-ACD0-5B1DFB8AC924',
    /** A Sunday matinée. */
    matinee: '77206C2E-54E1-4876-829C-C708A680281F',
  },
  /** The jubilee gala: postal delivery only. */
  gala: {
    event: '7E25EA74-34C2-4B8B-B87C-7141415109C6',
    show: 'A9D39A2A-5347-49AE-B957-711BEF705143',
  },
  /** "Le Petit Prince" on the studio stage. */
  studio: {
    event: '40701E32-72B0-44FD-86DD-3F754B29F63C',
    /** Every sector sold out. */
    soldOut: '5ED249D3-A8EA-48CB-81B1-4C5CE901A064',
    available: 'E208CE39-CFC4-4ADD-9EFC-6AF78733DA91',
  },
  /** "The Lakeside Lights – Live in Konstanz": standing and balcony, EUR. */
  concert: {
    event: 'E3F45A7E-2FD3-46DC-B9E5-1C65D39B232A',
    shows: ['BA488133-6F76-4CCA-8DC0-01671249E6D8', 'BE60C3A7-8885-4DA0-8FC4-5C48B502E374'],
  },
  /** "Lago Sonoro Festival": per-ticket questions with limits, per-booking options. */
  festival: {
    event: 'A3F5AD44-1D89-481A-AD55-79DAAAD46B46',
    shows: [
      '9CAA8372-A636-456E-B74B-748C6EDF8C8D',
      '30808A50-2F39-44A1-B60D-6AE5564066B5',
      'B0ED2934-5D24-4B62-91ED-02C7BADF5B1E',
    ],
  },
  /** Second Stage's "Warten auf Godot" (user `other`). */
  secondStage: {
    event: '63DDA076-56E5-4FB9-BDA0-DD75148C99F7',
    show: '5B16E3AA-83CF-42D2-A359-952989E50F85',
  },
} as const satisfies DemoPids;
