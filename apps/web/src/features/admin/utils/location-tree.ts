import type { TLocation } from '@portal/contracts';

export type TLocationNode = { location: TLocation; children: TLocationNode[] };

/**
 * The tenant's locations as a tree, each level by name (numbers in names in numeric order). A location whose parent is not in the list
 * (none, or not readable) is a root, so nothing is ever hidden.
 */
export function buildLocationTree(locations: readonly TLocation[], locale: string): TLocationNode[] {
  const nodes = new Map(
    locations.map((location) => [location.locationId, { location, children: [] as TLocationNode[] }]),
  );
  const roots: TLocationNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.location.parentLocationId;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    (parent ? parent.children : roots).push(node);
  }
  // Store 9 before Store 12.
  const collator = new Intl.Collator(locale, { numeric: true });
  const byName = (a: TLocationNode, b: TLocationNode) => collator.compare(a.location.name, b.location.name);
  const sortAll = (list: TLocationNode[]) => {
    list.sort(byName);
    list.forEach((node) => sortAll(node.children));
  };
  sortAll(roots);
  return roots;
}
