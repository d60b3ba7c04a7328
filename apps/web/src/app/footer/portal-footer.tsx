import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFooterConfiguration } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusLoader } from '../../components/ui/status-loader';
import { useFooterConfiguration } from '../../features/footer/api/get-footer-configuration';
import { filterByLocale, groupFooterLinks } from '../../features/footer/utils/footer-links';
import { useTenantConfiguration } from '../tenant-context';
import { ExternalLink, ExternalLinkProvider } from './external-link';
import { LanguageSwitch } from './language-switch';
import { PolicyLink } from './policy-link';
import { usePageLocale } from '../../lib/page-locale';

function FooterContent({ footer, locale }: { footer: TFooterConfiguration; locale: string }) {
  const { t } = useTranslation();
  const { tenantName } = useTenantConfiguration();
  const groups = groupFooterLinks(footer.additionalLinks, locale);
  const socialMedia = filterByLocale(footer.tenantFooterSocialMediaConfigurations, locale);
  const productLinks = filterByLocale(footer.productLinks, locale);
  const otherTenantUrls = footer.showOtherTenantUrls ? footer.otherTenantUrls : [];

  return (
    <Stack gap="md">
      {groups.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: Math.min(groups.length, 4) }}>
          {groups.map((group) => (
            <nav key={group.groupName} aria-label={group.groupName}>
              <Title order={2} size="sm" mb="xs">
                {group.groupName}
              </Title>
              <Stack gap={4}>
                {group.links.map((link) => (
                  <ExternalLink key={link.linkUrl + link.linkName} href={link.linkUrl} size="sm">
                    {link.linkName}
                  </ExternalLink>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
      ) : null}

      {socialMedia.length > 0 || productLinks.length > 0 || otherTenantUrls.length > 0 ? (
        <Group gap="lg" wrap="wrap">
          {socialMedia.length > 0 ? (
            <Group component="nav" aria-label={t('footer.socialMedia')} gap="sm">
              {socialMedia.map((media) => (
                <ExternalLink key={media.mediaUrl + media.mediaName} href={media.mediaUrl} size="sm">
                  {media.mediaName}
                </ExternalLink>
              ))}
            </Group>
          ) : null}
          {productLinks.length > 0 ? (
            <Group component="nav" aria-label={t('footer.products')} gap="sm">
              {productLinks.map((link) => (
                <ExternalLink key={link.linkUrl + link.linkName} href={link.linkUrl} size="sm">
                  {link.linkName}
                </ExternalLink>
              ))}
            </Group>
          ) : null}
          {otherTenantUrls.length > 0 ? (
            <Group component="nav" aria-label={t('footer.otherSites')} gap="sm">
              {otherTenantUrls.map((site) => (
                <ExternalLink key={site.url + site.name} href={site.url} size="sm">
                  {site.name}
                </ExternalLink>
              ))}
            </Group>
          ) : null}
        </Group>
      ) : null}

      <Divider />

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="wrap">
          {footer.showLogo ? (
            <Text fw={700} size="sm">
              {tenantName}
            </Text>
          ) : null}
          {footer.copyright ? <Text size="sm">{footer.copyright}</Text> : null}
          {footer.contactNumber ? (
            <Text size="sm">{t('footer.contactNumber', { number: footer.contactNumber })}</Text>
          ) : null}
          {footer.showPoweredBy ? (
            <Text size="sm" c="dimmed">
              {t('footer.poweredBy')}
            </Text>
          ) : null}
        </Group>
        <Group component="nav" aria-label={t('footer.links')} gap="md" wrap="wrap">
          <Anchor component={Link} to="/profile/preferences" size="sm">
            {t('footer.preferences')}
          </Anchor>
          {footer.showContactUsForm ? (
            <Anchor component={Link} to="/contact-us" size="sm">
              {t('footer.contactUs')}
            </Anchor>
          ) : null}
          {footer.termsAndConditions ? <PolicyLink type="TERMS_CONDITIONS" /> : null}
          {footer.privacy ? <PolicyLink type="PRIVACY_POLICY" /> : null}
        </Group>
        {footer.showLanguageSwitchingOption || footer.showChangeLanguageLink ? <LanguageSwitch /> : null}
      </Group>
    </Stack>
  );
}

/** The portal's footer, from the tenant's footer configuration in the page's language. */
export function PortalFooter() {
  const { t } = useTranslation();
  const { coreService } = useTenantConfiguration();
  const locale = usePageLocale();
  const footer = useFooterConfiguration(coreService, locale);

  return (
    <Container component="footer" size="lg" py="md">
      <ExternalLinkProvider>
        {footer.isPending ? <StatusLoader label={t('footer.loading')} /> : null}
        {footer.isError ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('footer.loadError')}
            </Text>
            <LanguageSwitch />
          </Group>
        ) : null}
        {footer.data ? <FooterContent footer={footer.data} locale={footer.data.locale} /> : null}
      </ExternalLinkProvider>
    </Container>
  );
}
