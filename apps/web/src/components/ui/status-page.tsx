import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TStatusPageProps = {
  title: string;
  text?: string;
  children?: ReactNode;
};

export function StatusPage({ title, text, children }: TStatusPageProps) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {children}
    </Stack>
  );
}
