// The two parts of a language's messages in the script-tag build (`scripts/split-catalogs.ts`):
// `Partial<Messages>` each (an ambient module cannot import the type).
declare module '*.js?first' {
  export const messages: Readonly<Record<string, unknown>>;
}
declare module '*.js?later' {
  export const messages: Readonly<Record<string, unknown>>;
}
