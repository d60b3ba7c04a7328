import type { TFooterAdditionalLink } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filterByLocale, groupFooterLinks, isDirectFooterLink } from './footer-links';

const links: TFooterAdditionalLink[] = [
  { groupName: 'Company', linkName: 'About', linkUrl: 'https://acme.example/about', locale: 'en' },
  { groupName: 'Entreprise', linkName: 'À propos', linkUrl: 'https://acme.example/fr/about', locale: 'fr-CA' },
  { groupName: 'Help', linkName: 'Privacy centre', linkUrl: 'https://acme.example/privacy', locale: 'en' },
  { groupName: 'Company', linkName: 'Careers', linkUrl: 'https://acme.example/careers', locale: 'en' },
];

describe('footer links', () => {
  it('groups the links of one language by group name, groups in the order of their first link', () => {
    expect(groupFooterLinks(links, 'en')).toEqual([
      { groupName: 'Company', links: [links[0], links[3]] },
      { groupName: 'Help', links: [links[2]] },
    ]);
    expect(groupFooterLinks(links, 'fr-CA')).toEqual([{ groupName: 'Entreprise', links: [links[1]] }]);
  });

  it('keeps only the links of the asked language', () => {
    const media = [
      { mediaName: 'LinkedIn', mediaUrl: 'https://linkedin.example/en', locale: 'en' as const },
      { mediaName: 'LinkedIn', mediaUrl: 'https://linkedin.example/fr', locale: 'fr-CA' as const },
    ];
    expect(filterByLocale(media, 'fr-CA')).toEqual([media[1]]);
    expect(filterByLocale(media, 'en')).toEqual([media[0]]);
  });

  it("opens links containing 'privacy' directly, whatever their case", () => {
    expect(isDirectFooterLink('https://acme.example/privacy')).toBe(true);
    expect(isDirectFooterLink('https://acme.example/Privacy-Centre')).toBe(true);
    expect(isDirectFooterLink('https://acme.example/careers')).toBe(false);
  });
});
