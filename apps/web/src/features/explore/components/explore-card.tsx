import { Anchor, AspectRatio, Badge, Card, Center, Image, Stack, Text, Title } from '@mantine/core';
import type { TExploreCard } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A card's size in px, which its skeleton takes too (rows scroll sideways, so the width is fixed). */
export const EXPLORE_CARD_HEIGHT = 330;
export const EXPLORE_CARD_WIDTH = 280;

/** What the card says under its summary: why it is here (people near me, my gap) or its asset type. */
function useCardNote(card: TExploreCard): string | null {
  const { t } = useTranslation();
  if (card.meta.learnerCount !== null) {
    return t('explore.card.learners', { count: card.meta.learnerCount });
  }
  if (card.meta.competencyName !== null) {
    return t('explore.card.gap', { competency: card.meta.competencyName, count: card.meta.gap ?? 0 });
  }
  return null;
}

type TExploreCardProps = {
  card: TExploreCard;
  /** Fills its grid cell instead of the row's fixed width. */
  isFluid?: boolean;
};

/** One item: picture, kind, title (the link to its own module's page), summary and why it is shown. */
export function ExploreCard({ card, isFluid = false }: TExploreCardProps) {
  const { t } = useTranslation();
  const note = useCardNote(card);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h={EXPLORE_CARD_HEIGHT}
      w={isFluid ? undefined : EXPLORE_CARD_WIDTH}
      style={{ flexShrink: 0 }}
      component="article"
      data-explore-card={card.kind}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9} mah={140}>
          {card.imageUrl ? (
            <Image src={card.imageUrl} alt="" fit="cover" loading="lazy" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" aria-hidden>
              <Text size="sm" c="dimmed">
                {t(`explore.kind.${card.kind}`)}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ minHeight: 0 }}>
        <Badge variant="outline" color="gray.8" size="sm" style={{ alignSelf: 'flex-start' }}>
          {t(`explore.kind.${card.kind}`)}
        </Badge>
        <Title order={3} size="h5" lineClamp={2}>
          <Anchor component={Link} to={card.href} inherit>
            {card.title}
          </Anchor>
        </Title>
        {card.summary ? (
          <Text size="sm" lineClamp={note ? 2 : 3}>
            {card.summary}
          </Text>
        ) : null}
        {note ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {note}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
