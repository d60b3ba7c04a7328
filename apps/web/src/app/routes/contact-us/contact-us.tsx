import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TTenantContact } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/ui/status-loader';
import { useTenantContacts } from '../../../features/contact/api/get-tenant-contacts';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { ContactForm } from './contact-form';
import { usePageLocale } from '../../../lib/page-locale';

function isFrench(locale: string): boolean {
  return locale.toLowerCase().startsWith('fr');
}

function ContactCard({ contact, locale }: { contact: TTenantContact; locale: string }) {
  const name = isFrench(locale) ? contact.nameFr : contact.nameEn;
  const role = isFrench(locale) ? (contact.roleFr ?? contact.role) : (contact.roleEn ?? contact.role);
  return (
    <Card withBorder padding="sm" component="li">
      <Text fw={600}>{name}</Text>
      {role ? (
        <Text size="sm" c="dimmed">
          {role}
        </Text>
      ) : null}
      {contact.email ? (
        <Anchor href={`mailto:${contact.email}`} size="sm">
          {contact.email}
        </Anchor>
      ) : null}
      {contact.phone ? <Text size="sm">{contact.phone}</Text> : null}
    </Card>
  );
}

function TenantContacts({ coreService }: { coreService: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { data: contacts, isPending, isError } = useTenantContacts(coreService, locale);
  if (isPending) {
    return <StatusLoader label={t('contact.contactsLoading')} />;
  }
  if (isError) {
    return <Alert color="red">{t('contact.contactsLoadError')}</Alert>;
  }
  if (contacts.length === 0) {
    return <Text c="dimmed">{t('contact.noContacts')}</Text>;
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} p={0} m={0} style={{ listStyle: 'none' }}>
      {contacts.map((contact) => (
        <ContactCard key={contact.contactId} contact={contact} locale={locale} />
      ))}
    </SimpleGrid>
  );
}

/** Contact us: a message to the tenant's help desk, and who to reach there. */
export function ContactUsRoute() {
  const { t } = useTranslation();
  const { coreService } = useTenantConfiguration();
  const { user } = useSignedInSession();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('area.contactUs')}</Title>
      <Text>{t('contact.intro')}</Text>
      <ContactForm coreService={coreService} initialName={fullName} initialEmail={user.email} />
      <Stack gap="sm" component="section" aria-labelledby="contact-us-contacts">
        <Title order={2} size="h3" id="contact-us-contacts">
          {t('contact.contactsTitle')}
        </Title>
        <TenantContacts coreService={coreService} />
      </Stack>
    </Stack>
  );
}
