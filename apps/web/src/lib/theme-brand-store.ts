import { useSyncExternalStore } from 'react';

// The tenant's brand colour, set once start-up has read the tenant configuration. The theme's
// provider sits above the router (and so above the tenant context), hence a store of its own.
let brandColor: string | undefined;
const listeners = new Set<() => void>();

/** Makes `color` ('#rrggbb') the portal's primary colour; undefined goes back to the portal's blue. */
export function setBrandColor(color: string | undefined): void {
  if (color === brandColor) {
    return;
  }
  brandColor = color;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readBrandColor(): string | undefined {
  return brandColor;
}

/** The tenant's brand colour, re-rendering when start-up learns it. */
export function useBrandColor(): string | undefined {
  return useSyncExternalStore(subscribe, readBrandColor, readBrandColor);
}
