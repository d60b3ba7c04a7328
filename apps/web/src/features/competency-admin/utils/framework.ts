import type { TAdminCompetency, TLocaleCode } from '@portal/contracts';

type TBilingual = { en: string; 'fr-CA': string };

/** A bilingual text in the language asked, else the other one (an admin may write only one). */
export function textIn(text: TBilingual, locale: TLocaleCode): string {
  return text[locale] || text.en || text['fr-CA'];
}

export type TFrameworkNode = { competency: TAdminCompetency; children: TAdminCompetency[] };

/** The two-level framework: parents in their order, each with its children in theirs. */
export function frameworkTree(competencies: readonly TAdminCompetency[]): TFrameworkNode[] {
  const byPosition = (left: TAdminCompetency, right: TAdminCompetency) =>
    left.position - right.position || left.id - right.id;
  const parents = competencies.filter((competency) => competency.parentId === null).sort(byPosition);
  return parents.map((parent) => ({
    competency: parent,
    children: competencies.filter((competency) => competency.parentId === parent.id).sort(byPosition),
  }));
}

/**
 * What can be rated, targeted and tagged: children, and parents that have none (a framework may
 * be flat), in framework order.
 */
export function ratableCompetencies(competencies: readonly TAdminCompetency[]): TAdminCompetency[] {
  return frameworkTree(competencies).flatMap((node) => (node.children.length > 0 ? node.children : [node.competency]));
}

/** The name of a competency's parent, or null. */
export function parentNameOf(
  competency: TAdminCompetency,
  competencies: readonly TAdminCompetency[],
  locale: TLocaleCode,
): string | null {
  const parent = competencies.find((candidate) => candidate.id === competency.parentId);
  return parent ? textIn(parent.name, locale) : null;
}
