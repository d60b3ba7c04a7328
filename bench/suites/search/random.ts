/**
 * A seeded pseudo-random generator (sfc32, seeded from a text with cyrb128): the same seed gives
 * the same corpus and the same queries on every machine and every run, with no fixture in git.
 */
export type TRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max] (both included). */
  integer: (min: number, max: number) => number;
  /** True with this probability. */
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export function createRandom(seed: string): TRandom {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a fresh state are poorly mixed.
  for (let index = 0; index < 15; index += 1) {
    next();
  }
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick from an empty list');
      }
      return item;
    },
  };
}

/** One of these items, each drawn with its `share` of the draws (the shares sum to 1). */
export function pickShare<T extends { share: number }>(random: TRandom, items: readonly T[]): T {
  let target = random.next();
  for (const item of items) {
    target -= item.share;
    if (target < 0) {
      return item;
    }
  }
  const last = items.at(-1);
  if (!last) {
    throw new Error('no item to pick');
  }
  return last;
}
