import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The tenant's logo, or its name when it has none, as a link home: in the portal header and on the
 * standalone pages (errors, logout, onboarding). Never wraps: a long name is cut with an ellipsis.
 */
export function TenantLogoLink({ tenantName, logoUrl }: { tenantName: string; logoUrl?: string | undefined }) {
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
      {logoUrl ? (
        // The link's label names the tenant: the image adds nothing for a screen reader.
        <img src={logoUrl} alt="" height={32} style={{ display: 'block', maxWidth: 180, objectFit: 'contain' }} />
      ) : (
        tenantName
      )}
    </Anchor>
  );
}
