// The package ships no types: the two functions it exports.
declare module 'snowball-stemmers' {
  export type TSnowballStemmer = { stem(word: string): string };
  export function newStemmer(algorithm: string): TSnowballStemmer;
  export function algorithms(): string[];
}
