import { Anchor, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { LanguageSwitch } from './language-switch';
import { useTenantConfiguration } from './tenant-context';
import { UserMenu } from './user-menu';

export function HomeShell() {
  const { t } = useTranslation();
  const { tenantName } = useTenantConfiguration();
  return (
    <>
      <SkipLink />
      <Container component="header" size="lg" py="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/" fw={700} size="lg" aria-label={t('header.homeLink', { tenantName })}>
            {tenantName}
          </Anchor>
          <UserMenu />
        </Group>
      </Container>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" py="md">
        <Outlet />
      </Container>
      <Container component="footer" size="lg" py="md">
        <LanguageSwitch />
      </Container>
    </>
  );
}
