import { Anchor, Group, Text } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TAccomplishmentTitleProps = {
  title: string;
  /** Language of the title. */
  locale: TLocaleCode;
  /** The resource to open; null when the user cannot open it (any more). */
  resourceId: number | null;
};

/** A completed resource's or contribution's title, linking to the resource while it can be opened. */
export function AccomplishmentTitle({ title, locale, resourceId }: TAccomplishmentTitleProps) {
  const { t } = useTranslation();
  if (resourceId !== null) {
    return (
      <Anchor component={Link} to={`/resources/${resourceId}`} fw={600} lang={locale}>
        {title}
      </Anchor>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Text span fw={600} lang={locale}>
        {title}
      </Text>
      <Text span size="sm" c="dimmed">
        {t('profile.accomplishments.unavailable')}
      </Text>
    </Group>
  );
}
