import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TMyTeamResponse, TTeamPerson } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { CARD_GRID_COLS } from '../../../components/ui/skeletons';
import { formatNumber } from '../../../lib/format-number';
import { itemPath } from '../utils/item-path';
import { PersonAvatar } from './person-avatar';

type TPictureUrlOf = (mediaId: string | null) => string | null;

function PersonRow({ person, pictureUrlOf }: { person: TTeamPerson; pictureUrlOf: TPictureUrlOf }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar displayName={person.displayName} pictureUrl={pictureUrlOf(person.pictureMediaId)} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {person.displayName}
        </Text>
        {person.jobRole ? (
          <Text size="xs" c="dimmed">
            {person.jobRole}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

type TMyTeamSectionProps = { team: TMyTeamResponse; pictureUrlOf: TPictureUrlOf; locale: string };

/** My manager, my teammates and what we learn together, each item opening in its own module. */
export function MyTeamSection({ team, pictureUrlOf, locale }: TMyTeamSectionProps) {
  const { t } = useTranslation();
  const managerId = useId();
  const teammatesId = useId();
  const togetherId = useId();
  if (!team.manager && team.teammates.length === 0) {
    return <EmptyState headingOrder={3} isCompact title={t('team.mine.emptyTitle')} text={t('team.mine.emptyText')} />;
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack component="section" aria-labelledby={managerId} gap="xs">
          <Title order={3} size="h4" id={managerId}>
            {t('team.mine.manager')}
          </Title>
          {team.manager ? (
            <Card>
              <PersonRow person={team.manager} pictureUrlOf={pictureUrlOf} />
            </Card>
          ) : (
            <Text size="sm" c="dimmed">
              {t('team.mine.noManager')}
            </Text>
          )}
        </Stack>
        <Stack component="section" aria-labelledby={teammatesId} gap="xs">
          <Title order={3} size="h4" id={teammatesId}>
            {t('team.mine.teammates', {
              count: team.teammates.length,
              formatted: formatNumber(team.teammates.length, locale),
            })}
          </Title>
          {team.teammates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('team.mine.noTeammates')}
            </Text>
          ) : (
            <Card>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {team.teammates.map((person) => (
                  <li key={person.userCode}>
                    <PersonRow person={person} pictureUrlOf={pictureUrlOf} />
                  </li>
                ))}
              </Stack>
            </Card>
          )}
        </Stack>
      </SimpleGrid>
      <Stack component="section" aria-labelledby={togetherId} gap="xs">
        <Title order={3} size="h4" id={togetherId}>
          {t('team.mine.together')}
        </Title>
        {team.learningTogether.length === 0 ? (
          <EmptyState
            headingOrder={4}
            isCompact
            title={t('team.mine.togetherEmptyTitle')}
            text={t('team.mine.togetherEmptyText')}
          />
        ) : (
          <SimpleGrid component="ul" cols={CARD_GRID_COLS} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {team.learningTogether.map((item) => {
              const to = itemPath(item.kind, item.itemId);
              return (
                <Card component="li" key={`${item.kind}-${String(item.itemId)}`}>
                  <Stack gap="xs">
                    <Badge variant="outline" color="gray.8">
                      {t(`team.kind.${item.kind}`)}
                    </Badge>
                    {to ? (
                      <Anchor component={Link} to={to} fw={600}>
                        {item.title}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{item.title}</Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {t('team.mine.peopleCount', {
                        count: item.peopleCount,
                        formatted: formatNumber(item.peopleCount, locale),
                      })}
                    </Text>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
