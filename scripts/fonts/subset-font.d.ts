// subset-font ships no types: the part of its API the font script uses.
declare module 'subset-font' {
  type TSubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  // eslint-disable-next-line no-restricted-syntax -- subset-font's own export, described here
  export default function subsetFont(font: Buffer, text: string, options?: TSubsetOptions): Promise<Buffer>;
}
