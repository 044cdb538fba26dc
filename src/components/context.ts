/**
 * What `<ticket-booking>` provides to the step elements inside it, through `@lit/context`: the
 * booking flow (the actions), its current state (re-provided on every change, so subscribed
 * steps re-render) and the resolved locale (messages and Intl formats).
 */
import { createContext } from '@lit/context';
import type { BookingFlow, BookingState } from '../booking/types.js';
import type { Locale } from '../i18n/locale.js';

export const flowContext = createContext<BookingFlow | undefined>(Symbol('tb-flow'));
export const stateContext = createContext<Readonly<BookingState> | undefined>(Symbol('tb-state'));
export const localeContext = createContext<Locale | undefined>(Symbol('tb-locale'));
