import { Button, Group, Stack } from '@mantine/core';
import { assessmentSetPath } from '@portal/contracts';
import type { TGlobalSearchItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TResultWidgetProps } from '../result-list';
import { ResultSnippet, ResultTitle } from '../result-item';
import { searchItemKey } from '../../utils/search-paging';

// What an assessment set's id looks like: the set page is built from it, whatever `url` says.
const SET_ID = /^[1-9][0-9]{0,9}$/;

/** The learner's page of an assessment set (`/assessment/:setId`); other results keep their own link. */
export function assessmentResultUrl(item: TGlobalSearchItem): string | null {
  return item.entityKind === 'ASSESSMENTSET' && SET_ID.test(item.entityId)
    ? assessmentSetPath(Number(item.entityId))
    : item.url;
}

/**
 * The assessment module's results (spec section 2, "assessment home-page search"): a compact list of
 * assessment sets, each opening its set page (start, resume, attempts so far).
 */
export function AssessmentResults({ group }: TResultWidgetProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {group.items.map((item) => {
        const url = assessmentResultUrl(item);
        return (
          <Stack component="li" gap={2} key={searchItemKey(item)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ResultTitle item={{ ...item, url }} />
              {url?.startsWith('/') ? (
                <Button
                  component={Link}
                  to={url}
                  size="compact-sm"
                  variant="default"
                  aria-label={t('assessmentAdmin.search.openNamed', { title: item.title })}
                >
                  {t('assessmentAdmin.search.open')}
                </Button>
              ) : null}
            </Group>
            <ResultSnippet item={item} />
          </Stack>
        );
      })}
    </Stack>
  );
}
