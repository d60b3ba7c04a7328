import { Anchor, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenantConfiguration } from '../tenant-context';
import { UserMenu } from './user-menu';

export function PortalHeader() {
  const { t } = useTranslation();
  const { tenantName } = useTenantConfiguration();
  return (
    <Container component="header" size="lg" py="md">
      <Group justify="space-between">
        <Anchor component={Link} to="/" fw={700} size="lg" aria-label={t('header.homeLink', { tenantName })}>
          {tenantName}
        </Anchor>
        <UserMenu />
      </Group>
    </Container>
  );
}
