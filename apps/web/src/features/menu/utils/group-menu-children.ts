import type { TMenuNavItem } from '@portal/contracts';

export type TMenuGroup = { label: string | null; items: TMenuNavItem[] };

/**
 * The 'More' menu's children under their group headings, groups in the order they first appear;
 * children without a group form an unlabelled group of their own.
 */
export function groupMenuChildren(children: readonly TMenuNavItem[]): TMenuGroup[] {
  const groups = new Map<string | null, TMenuNavItem[]>();
  for (const child of children) {
    const items = groups.get(child.group);
    if (items) {
      items.push(child);
    } else {
      groups.set(child.group, [child]);
    }
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}

/** An in-app route as a router path: the configuration writes `reports` as well as `/reports`. */
export function toAppPath(route: string): string {
  return `/${route.trim().replace(/^\/+/, '')}`;
}

/** An absolute menu URL as an address the browser opens: `www.` ones get https. */
export function toExternalHref(url: string): string {
  const trimmed = url.trim();
  return /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
}
