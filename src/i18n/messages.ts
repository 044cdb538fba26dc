/**
 * The message catalog shape. Every language implements `Messages` in full, so a missing or
 * misspelt key is a type error in that language's file (and `test/components/i18n.test.ts`
 * checks the same at run time, including placeholders).
 *
 * Why a typed catalog rather than @lit/localize: @lit/localize keeps ONE active locale per page
 * (`configureLocalization` is a singleton) and needs an extract/build step, while this widget
 * takes its language per element (`lang` on the element or its ancestors), so two widgets in
 * different languages can share a page. A plain object per language costs no runtime and the
 * compiler proves completeness.
 *
 * Text may contain `{name}` placeholders; numbers passed for them are formatted for the locale.
 * A plural message has one text per CLDR plural category the language uses (`other` always),
 * chosen with `Intl.PluralRules`; `{count}` is the number.
 */
export type PluralMessage = { readonly [C in Intl.LDMLPluralRule]?: string } & { readonly other: string };

export interface Messages {
  /** Visible label before the countdown, e.g. "Reservation expires in 14:59". */
  'timer.label': string;
  /** Announced (and shown) once the reservation has run out. */
  'timer.expired': string;
  /** Announced at 5 and at 1 minute left. */
  'timer.expires-in': PluralMessage;
}

export type MessageId = keyof Messages;
export type TextId = { [K in MessageId]: Messages[K] extends string ? K : never }[MessageId];
export type PluralId = { [K in MessageId]: Messages[K] extends PluralMessage ? K : never }[MessageId];
