import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The tenant's name as its logo, a link home: in the portal header and on the standalone pages
 * (errors, logout, onboarding). Never wraps: a long name is cut with an ellipsis instead.
 */
export function TenantLogoLink({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/"
      fw={700}
      size="lg"
      aria-label={t('header.homeLink', { tenantName })}
      title={tenantName}
      style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, flexShrink: 1 }}
    >
      {tenantName}
    </Anchor>
  );
}
