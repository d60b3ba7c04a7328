import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TEmptyStateProps = {
  title: string;
  /** What the person can do next (search otherwise, add one, come back later). */
  text: string;
  /** A small picture (an svg) standing for the empty thing; decorative. */
  icon?: ReactNode;
  /** A button or link doing the next step the text names. */
  action?: ReactNode;
  /** The heading level inside the page: 2 for a page's main list, 3 inside a section. */
  headingOrder?: 2 | 3 | 4;
  /** Compact: inside a section of a page rather than as the page's whole content. */
  isCompact?: boolean;
};

/** Nothing to show yet, said in words with the next step; never a bare "No results". */
export function EmptyState({ title, text, icon, action, headingOrder = 2, isCompact = false }: TEmptyStateProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={isCompact ? 'md' : 'xl'}
      data-empty-state
      style={{ borderStyle: 'dashed', background: 'transparent' }}
    >
      <Stack align="center" gap="xs" ta="center">
        {icon ? (
          <ThemeIcon variant="light" size={isCompact ? 'lg' : 'xl'} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={headingOrder} size={isCompact ? 'h5' : 'h4'}>
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw="40rem">
          {text}
        </Text>
        {action ?? null}
      </Stack>
    </Paper>
  );
}
