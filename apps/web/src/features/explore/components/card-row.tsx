import { Group, ScrollArea } from '@mantine/core';
import type { TExploreCard } from '@portal/contracts';
import { ExploreCard } from './explore-card';

type TCardRowProps = {
  cards: readonly TExploreCard[];
  /** Names the row for screen readers (the section's title). */
  label: string;
};

/** Cards side by side, scrolling sideways on narrow screens (each card's link is reached with Tab). */
export function CardRow({ cards, label }: TCardRowProps) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={8}>
      <Group
        component="ul"
        wrap="nowrap"
        align="stretch"
        gap="md"
        p={0}
        m={0}
        aria-label={label}
        style={{ listStyle: 'none' }}
      >
        {cards.map((card) => (
          <li key={`${card.kind}:${card.id}`}>
            <ExploreCard card={card} />
          </li>
        ))}
      </Group>
    </ScrollArea>
  );
}
