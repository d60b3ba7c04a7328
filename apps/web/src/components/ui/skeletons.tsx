import { Group, Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';

/** Columns of the portal's card grids (resource cards, learning paths): 1 on a phone, up to 3. */
export const CARD_GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;

/**
 * The named, busy region a skeleton sits in: screen readers hear the label once, the grey
 * shapes are hidden from them.
 */
function SkeletonRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-skeleton>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden>{children}</div>
    </div>
  );
}

type TCardGridSkeletonProps = {
  /** Read by screen readers ("Loading the featured resources"). */
  label: string;
  /** How many cards the loaded grid shows (its page size): the skeleton takes their room. */
  count: number;
  /** The loaded card's height in px, so nothing moves when the cards arrive. */
  cardHeight: number;
  cols?: StyleProp<number>;
};

/** A grid of card-sized shapes while cards load: same columns, same height as the cards. */
export function CardGridSkeleton({ label, count, cardHeight, cols = CARD_GRID_COLS }: TCardGridSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <SimpleGrid cols={cols}>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} h={cardHeight} radius="md" />
        ))}
      </SimpleGrid>
    </SkeletonRegion>
  );
}

type TListSkeletonProps = {
  label: string;
  /** Rows the loaded list shows. */
  rows: number;
  /** The loaded row's height in px. */
  rowHeight: number;
  /** Whether each row starts with a round picture (an avatar, an icon). */
  withAvatar?: boolean;
};

/** A list of row-sized shapes while a list loads (notifications, search results, activity). */
export function ListSkeleton({ label, rows, rowHeight, withAvatar = false }: TListSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, index) => (
          <Paper key={index} withBorder radius="md" p="sm" h={rowHeight}>
            <Group wrap="nowrap" gap="sm" h="100%" align="flex-start">
              {withAvatar ? <Skeleton circle h={36} style={{ flexShrink: 0 }} /> : null}
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton h={14} w="60%" />
                <Skeleton h={10} w="90%" />
                <Skeleton h={10} w="40%" />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}

type TTextSkeletonProps = {
  label: string;
  /** Lines of text the loaded block shows. */
  lines?: number;
};

/** A few lines of text while a paragraph or a form loads. */
export function TextSkeleton({ label, lines = 3 }: TTextSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Stack gap={10}>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} h={12} w={index === lines - 1 ? '70%' : '100%'} />
        ))}
      </Stack>
    </SkeletonRegion>
  );
}

type TBlockSkeletonProps = {
  label: string;
  /** The loaded block's height in px (an image, a player, a chart). */
  height: number;
};

/** One block of a known height while it loads. */
export function BlockSkeleton({ label, height }: TBlockSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Skeleton h={height} radius="md" />
    </SkeletonRegion>
  );
}
