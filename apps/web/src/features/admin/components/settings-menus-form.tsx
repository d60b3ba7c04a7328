import { ActionIcon, Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MenuValidation, SETTINGS_MENU_ITEMS_MISMATCH, ZUpdateTenantMenusRequestSchema } from '@portal/contracts';
import type {
  TMenuDisplayMode,
  TTenantMenuItemSetting,
  TTenantSettings,
  TUpdateTenantMenusRequest,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { usePageLocale } from '../../../lib/page-locale';
import { useSaveTenantSettings } from '../api/settings';
import { useSettingsSave } from '../utils/settings-save';
import { SettingsFormFooter } from './settings-form-footer';

type TMenuRow = TTenantMenuItemSetting & { mode: string };
type TMenusValues = { showWeb: boolean; showMobile: boolean; items: TMenuRow[] };

const BOTH = 'both';

function toRequest(values: TMenusValues): TUpdateTenantMenusRequest {
  return {
    configurations: [
      { displayMode: 'Web', showMenu: values.showWeb },
      { displayMode: 'Mobile', showMenu: values.showMobile },
    ],
    items: values.items.map((item) => ({
      id: item.id,
      route: item.route.trim(),
      displayMode: item.mode === BOTH ? null : (item.mode as TMenuDisplayMode),
      showInMenu: item.showInMenu,
    })),
  };
}

function messageOf({ path, text }: { path: string; text: string }): TFieldMessage {
  if (text === SETTINGS_MENU_ITEMS_MISMATCH) {
    return { key: 'admin.settings.error.menuItems' };
  }
  return /^items\.\d+\.route$/.test(path) ? { key: 'admin.settings.error.menuRoute' } : undefined;
}

/** The request's `items.N.route` is the form's `items.N.route`; anything else about items is the form's. */
function fieldOf(path: string): string | undefined {
  if (/^items\.\d+\.route$/.test(path)) {
    return path;
  }
  return path.startsWith('configurations') ? 'showWeb' : undefined;
}

/**
 * Whether each display mode shows its menu; the items' order, routes, display modes (spec section 5
 * URL rules) and whether each is shown. A hidden item only leaves the nav: its page still follows
 * the module's on/off and the permissions.
 */
export function SettingsMenusForm({ settings, coreService }: { settings: TTenantSettings; coreService: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const save = useSaveTenantSettings(coreService, 'menus');
  const translator = useFormErrorTranslator({ fieldOf, messageOf });
  const shows = (mode: TMenuDisplayMode) =>
    settings.menus.configurations.find((configuration) => configuration.displayMode === mode)?.showMenu ?? false;
  const form = useForm<TMenusValues>({
    initialValues: {
      showWeb: shows('Web'),
      showMobile: shows('Mobile'),
      items: settings.menus.items.map((item) => ({ ...item, mode: item.displayMode ?? BOTH })),
    },
    validate: contractValidator(ZUpdateTenantMenusRequestSchema, toRequest, translator),
  });
  const { errors, run } = useSettingsSave(form, translator);
  const nameOf = (item: TMenuRow) => {
    const configured = locale === 'fr-CA' ? item.nameFr : item.nameEn;
    return configured ?? (item.moduleCode ? t(`admin.settings.module.${item.moduleCode}` as TMessageKey) : item.route);
  };
  const modes = [
    { value: BOTH, label: t('admin.settings.menus.modeBoth') },
    { value: 'Web', label: t('admin.settings.menus.modeWeb') },
    { value: 'Mobile', label: t('admin.settings.menus.modeMobile') },
  ];
  const count = form.values.items.length;
  return (
    <form
      noValidate
      aria-label={t('admin.settings.menus.title')}
      onSubmit={form.onSubmit((values) => void run(() => save.mutateAsync(toRequest(values))))}
    >
      <Stack gap="md">
        <Text size="sm">{t('admin.settings.menus.description')}</Text>
        <Group>
          <Switch label={t('admin.settings.menus.showWeb')} {...form.getInputProps('showWeb', { type: 'checkbox' })} />
          <Switch
            label={t('admin.settings.menus.showMobile')}
            {...form.getInputProps('showMobile', { type: 'checkbox' })}
          />
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t('admin.settings.menus.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.settings.menus.item')}</Table.Th>
                <Table.Th scope="col">{t('admin.settings.menus.route')}</Table.Th>
                <Table.Th scope="col">{t('admin.settings.menus.mode')}</Table.Th>
                <Table.Th scope="col">{t('admin.settings.menus.shown')}</Table.Th>
                <Table.Th scope="col">{t('admin.settings.menus.order')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.items.map((item, index) => {
                const name = nameOf(item);
                // Groups of the 'More' menu and the Reports item have product-defined routes.
                const isFixedRoute = item.hasChildren || item.route === 'reports';
                return (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row">{name}</Table.Th>
                    <Table.Td>
                      <TextInput
                        aria-label={t('admin.settings.menus.routeOf', { name })}
                        maxLength={MenuValidation.maxRouteLength}
                        disabled={isFixedRoute}
                        {...form.getInputProps(`items.${index}.route`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('admin.settings.menus.modeOf', { name })}
                        data={modes}
                        allowDeselect={false}
                        {...form.getInputProps(`items.${index}.mode`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('admin.settings.menus.showOf', { name })}
                        {...form.getInputProps(`items.${index}.showInMenu`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('admin.settings.menus.moveUp', { name })}
                          disabled={index === 0}
                          onClick={() => form.reorderListItem('items', { from: index, to: index - 1 })}
                        >
                          <span aria-hidden>↑</span>
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('admin.settings.menus.moveDown', { name })}
                          disabled={index === count - 1}
                          onClick={() => form.reorderListItem('items', { from: index, to: index + 1 })}
                        >
                          <span aria-hidden>↓</span>
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SettingsFormFooter errors={errors} isPending={save.isPending} />
      </Stack>
    </form>
  );
}
