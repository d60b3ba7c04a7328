import { Group, Image, Stack } from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import type { TDashboardDataOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { WidgetEmpty, WidgetLink } from './widget-parts';

type TResourcesWidgetProps = { data: TDashboardDataOf<'FAVORITES'> | TDashboardDataOf<'TRENDING'> };

/** My favourite resources, or the library's trending ones: each a link to the resource. */
export function ResourcesWidget({ data }: TResourcesWidgetProps) {
  const { t } = useTranslation();
  if (data.items.length === 0) {
    return data.widgetCode === 'FAVORITES' ? (
      <WidgetEmpty
        title={t('dashboard.favorites.empty.title')}
        text={t('dashboard.favorites.empty.text')}
        to="/resources"
        actionLabel={t('dashboard.resources.browse')}
      />
    ) : (
      <WidgetEmpty
        title={t('dashboard.trending.empty.title')}
        text={t('dashboard.trending.empty.text')}
        to="/resources"
        actionLabel={t('dashboard.resources.browse')}
      />
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.items.map((item) => (
        <li key={item.resourceId}>
          <Group gap="sm" wrap="nowrap">
            {/* Decorative: the link beside it names the resource. */}
            {item.thumbnailUrl ? (
              <Image src={item.thumbnailUrl} alt="" w={64} h={40} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
            ) : null}
            <WidgetLink to={item.href}>{item.title}</WidgetLink>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
