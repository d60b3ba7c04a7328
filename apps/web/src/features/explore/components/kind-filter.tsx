import { Chip, Group } from '@mantine/core';
import type { TExploreItemKind } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TKindFilterProps = {
  /** The kinds the tenant offers (its enabled modules). */
  kinds: readonly TExploreItemKind[];
  /** The chosen kinds; none chosen shows every kind. */
  value: readonly TExploreItemKind[];
  onChange: (kinds: TExploreItemKind[]) => void;
};

/** Chips choosing which kinds to show (several at once; none is all). */
export function KindFilter({ kinds, value, onChange }: TKindFilterProps) {
  const { t } = useTranslation();
  if (kinds.length < 2) {
    return null;
  }
  return (
    <Chip.Group
      multiple
      value={[...value]}
      onChange={(chosen) => onChange(kinds.filter((kind) => chosen.includes(kind)))}
    >
      <Group gap="xs" role="group" aria-label={t('explore.kinds.label')}>
        {kinds.map((kind) => (
          <Chip key={kind} value={kind} variant="outline">
            {t(`explore.kinds.${kind}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
