// Minimal typing of the untyped `snowball-stemmers` package (only what search-text.ts uses).
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
}
