import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type TBreadcrumb = {
  label: string;
  /** Where the crumb leads; the page's own crumb (the title) has none. */
  to: string;
};

type TPageHeaderProps = {
  title: ReactNode;
  /** A sentence under the title: what the page is for. */
  description?: ReactNode;
  /** The pages above this one, outermost first; the title ends the trail. */
  breadcrumbs?: readonly TBreadcrumb[];
  /** Buttons or links acting on the whole page, at the title's right (below it on a phone). */
  actions?: ReactNode;
  /** The title's language when it is a person's text in another language than the page. */
  titleLang?: string;
};

/** The top of every page: breadcrumbs, the page's one h1, a description and the page's actions. */
export function PageHeader({ title, description, breadcrumbs, actions, titleLang }: TPageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-page-header>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Box component="nav" aria-label={t('breadcrumbs.label')}>
          <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
            {breadcrumbs.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
            <Text size="sm" c="dimmed" aria-current="page" lineClamp={1} lang={titleLang}>
              {title}
            </Text>
          </Breadcrumbs>
        </Box>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={1} lang={titleLang} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="md">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
