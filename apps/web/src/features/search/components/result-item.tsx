import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { isSafePostLoginUrl } from '@portal/contracts';
import type { TGlobalSearchItem } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultAssetTypeLabel } from '../utils/labels';
import { HighlightedText } from './highlighted-text';

/**
 * In-app paths open in the app; http(s) links in a new tab; anything else is not a link. Which is
 * which is the post-login URL rule: a path of this origin ("//host" and "/\host" are not) or http(s).
 */
function ResultLink({ url, children }: { url: string | null; children: ReactNode }) {
  if (url === null || !isSafePostLoginUrl(url)) {
    return (
      <Text span fw={600}>
        {children}
      </Text>
    );
  }
  return url.startsWith('/') ? (
    <Anchor component={Link} to={url} fw={600}>
      {children}
    </Anchor>
  ) : (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={600}>
      {children}
    </Anchor>
  );
}

/** A result's title, as a link to it, with the matched words marked. */
export function ResultTitle({ item }: { item: TGlobalSearchItem }) {
  return (
    <ResultLink url={item.url}>
      <HighlightedText runs={item.titleHighlights} fallback={item.title} />
    </ResultLink>
  );
}

/** Every asset type of the result (a resource with a video and a poster shows both), each once. */
export function ResultAssetType({ item }: { item: TGlobalSearchItem }) {
  const { t } = useTranslation();
  const codes = item.assetTypeCodes ?? (item.assetTypeCode === null ? [] : [item.assetTypeCode]);
  const labels = [...new Set(codes.flatMap((code) => resultAssetTypeLabel(code) ?? []))];
  return labels.map((label) => (
    <Badge key={label} variant="light" size="sm">
      {t(label)}
    </Badge>
  ));
}

export function ResultSnippet({ item }: { item: TGlobalSearchItem }) {
  return item.snippet.length > 0 ? (
    <Text size="sm" c="dimmed">
      <HighlightedText runs={item.snippet} />
    </Text>
  ) : null;
}

/** One result of the generic list: title (link), asset type, snippet. */
export function ResultItem({ item }: { item: TGlobalSearchItem }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <ResultTitle item={item} />
        <ResultAssetType item={item} />
      </Group>
      <ResultSnippet item={item} />
    </Stack>
  );
}
