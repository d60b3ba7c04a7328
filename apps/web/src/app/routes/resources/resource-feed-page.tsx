import { Button, Stack, Tabs, Title } from '@mantine/core';
import { ResourcePermissions } from '@portal/contracts';
import type { TAssetTypeCode } from '@portal/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { isFeedList } from '../../../features/resources/api/get-asset-list';
import type { TFeedList } from '../../../features/resources/api/get-asset-list';
import { useTenantCategories, useUserCategories } from '../../../features/resources/api/get-categories';
import { CategoryNav } from '../../../features/resources/components/category-nav';
import { CategorySections } from '../../../features/resources/components/category-sections';
import { FeedSearchForm, isAssetTypeCode } from '../../../features/resources/components/feed-search-form';
import { FeedSection } from '../../../features/resources/components/feed-section';
import { PagedResourceList } from '../../../features/resources/components/paged-resource-list';
import { orderCategoriesForUser } from '../../../features/resources/utils/category-order';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { warmIntlFormatters } from '../../../lib/intl-format';
import { usePageLocale } from '../../../lib/page-locale';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import type { TMessageKey } from '../../../lib/i18n';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { ListSkeleton } from '../../../components/ui/skeletons';

// A learner's uploads (their list, the upload form and its file parts) load when first shown:
// most visits only browse.
const MyUploads = lazyWhenOnline(async () => ({
  default: (await import('../../../features/resources/components/my-uploads')).MyUploads,
}));
const UserUploadDialog = lazyWhenOnline(async () => ({
  default: (await import('../../../features/resources/components/user-upload-dialog')).UserUploadDialog,
}));

type TSectionList = Exclude<TFeedList, 'search'>;

const SECTIONS: { list: TSectionList; title: TMessageKey; empty: TMessageKey }[] = [
  { list: 'recommended', title: 'resources.feed.recommended', empty: 'resources.feed.recommendedEmpty' },
  { list: 'featured', title: 'resources.feed.featured', empty: 'resources.feed.featuredEmpty' },
  { list: 'trending', title: 'resources.feed.trending', empty: 'resources.feed.trendingEmpty' },
  { list: 'favorites', title: 'resources.feed.favorites', empty: 'resources.feed.favoritesEmpty' },
];

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The resource feed (`/resources`): lists, categories, search, and the learner's own uploads. */
export function ResourceFeedPage() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const serviceUrl = resourceServiceUrl(configuration);
  const locale = usePageLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const canUpload = permissions.has(ResourcePermissions.userUpload);
  // While the feed waits for its lists: the cards' render then finds their formatters built.
  useEffect(() => warmIntlFormatters(locale), [locale]);

  const tenantCategories = useTenantCategories(serviceUrl, locale);
  const userCategories = useUserCategories(serviceUrl);
  const userCategoryIds = (userCategories.data ?? []).map((category) => category.categoryId);
  const categories = orderCategoriesForUser(tenantCategories.data ?? [], userCategoryIds);

  const view = canUpload && searchParams.get('view') === 'uploads' ? 'uploads' : 'browse';
  const text = searchParams.get('q') ?? '';
  const typeParam = searchParams.get('type');
  const type = isAssetTypeCode(typeParam) ? typeParam : undefined;
  const categoryId = positiveInteger(searchParams.get('category'));
  const listParam = searchParams.get('list');
  const list = isFeedList(listParam) && listParam !== 'search' ? listParam : undefined;
  const page = positiveInteger(searchParams.get('page')) ?? 1;
  const isSearching = text !== '' || type !== undefined || categoryId !== undefined;

  const navigateTo = (params: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') {
        next.set(name, value);
      }
    }
    setSearchParams(next);
  };
  const setPage = (nextPage: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(nextPage));
    setSearchParams(next);
  };
  const search = (next: { text: string; type: TAssetTypeCode | undefined; categoryId?: number }) =>
    navigateTo({ q: next.text, type: next.type, category: next.categoryId?.toString() });
  const categoryPath = (id: number) => `?category=${id}`;
  const selectedCategory = categories.find((category) => category.categoryId === categoryId);

  const browse = () => {
    if (isSearching) {
      return (
        <PagedResourceList
          serviceUrl={serviceUrl}
          list="search"
          title={selectedCategory && text === '' ? selectedCategory.name : t('resources.feed.searchResults')}
          emptyText={t('resources.feed.noResults')}
          searchParameters={{
            ...(text ? { searchText: text } : {}),
            ...(type ? { assetTypeCode: [type] } : {}),
            ...(categoryId ? { categoryIds: [categoryId] } : {}),
          }}
          page={page}
          onPageChange={setPage}
        />
      );
    }
    if (list) {
      const section = SECTIONS.find((entry) => entry.list === list);
      return (
        <PagedResourceList
          serviceUrl={serviceUrl}
          list={list}
          title={section ? t(section.title) : ''}
          emptyText={section ? t(section.empty) : t('resources.feed.emptyList')}
          page={page}
          onPageChange={setPage}
        />
      );
    }
    return (
      <Stack gap="xl">
        {SECTIONS.map((section, index) => (
          <FeedSection
            isFirst={index < 2}
            key={section.list}
            serviceUrl={serviceUrl}
            list={section.list}
            title={t(section.title)}
            emptyText={t(section.empty)}
            seeAllTo={`?list=${section.list}`}
          />
        ))}
        <Stack component="section" gap="sm" aria-labelledby="resource-categories-heading">
          <Title order={2} size="h3" id="resource-categories-heading">
            {t('resources.feed.byCategory')}
          </Title>
          <CategorySections serviceUrl={serviceUrl} userCategoryIds={userCategoryIds} categoryPath={categoryPath} />
        </Stack>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('area.resources')}
        actions={
          canUpload ? <Button onClick={() => setIsUploadOpen(true)}>{t('resources.upload.open')}</Button> : undefined
        }
      />
      {canUpload ? (
        <Tabs
          value={view}
          onChange={(next) => navigateTo({ view: next === 'uploads' ? 'uploads' : undefined })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="browse">{t('resources.feed.browseTab')}</Tabs.Tab>
            <Tabs.Tab value="uploads">{t('resources.feed.uploadsTab')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      ) : null}
      {view === 'uploads' ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('resources.myUploads.heading')}
          </Title>
          <Suspense fallback={<ListSkeleton label={t('resources.myUploads.heading')} rows={3} rowHeight={40} />}>
            <MyUploads serviceUrl={serviceUrl} />
          </Suspense>
        </Stack>
      ) : (
        <Stack gap="md">
          <FeedSearchForm
            key={`${text}|${type ?? ''}`}
            initialText={text}
            initialType={type}
            onSearch={(next) => search({ ...next, categoryId })}
          />
          <CategoryNav
            categories={categories}
            userCategoryIds={new Set(userCategoryIds)}
            selectedId={categoryId}
            isLoading={tenantCategories.isPending}
            onSelect={(id) => search({ text, type, categoryId: id })}
          />
          {browse()}
        </Stack>
      )}
      {isUploadOpen ? (
        <Suspense fallback={null}>
          <UserUploadDialog
            serviceUrl={serviceUrl}
            categories={tenantCategories.data ?? []}
            onClose={() => setIsUploadOpen(false)}
            onDone={() => {
              setIsUploadOpen(false);
              navigateTo({ view: 'uploads' });
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
