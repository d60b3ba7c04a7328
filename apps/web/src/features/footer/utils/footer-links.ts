import { FOOTER_DIRECT_LINK_FRAGMENT } from '@portal/contracts';
import type { TFooterAdditionalLink, TFooterLinkGroup } from '@portal/contracts';

/** The links of one language, as the server answers them (`locale` on every link). */
export function filterByLocale<TLink extends { locale: string }>(links: readonly TLink[], locale: string): TLink[] {
  return links.filter((link) => link.locale === locale);
}

/** Additional links of `locale` grouped by `groupName`, groups in the order of their first link. */
export function groupFooterLinks(links: readonly TFooterAdditionalLink[], locale: string): TFooterLinkGroup[] {
  const groups = new Map<string, TFooterAdditionalLink[]>();
  for (const link of filterByLocale(links, locale)) {
    const group = groups.get(link.groupName);
    if (group) {
      group.push(link);
    } else {
      groups.set(link.groupName, [link]);
    }
  }
  return [...groups].map(([groupName, groupLinks]) => ({ groupName, links: groupLinks }));
}

/** Spec section 2 "Footer": links whose URL contains 'privacy' open without the confirmation. */
export function isDirectFooterLink(url: string): boolean {
  return url.toLowerCase().includes(FOOTER_DIRECT_LINK_FRAGMENT);
}
