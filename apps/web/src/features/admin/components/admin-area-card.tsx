import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TAdminAreaCardProps = {
  title: string;
  description: string;
  to: string;
  /** The link's words: says where it leads, not "open". */
  linkLabel: string;
  /** A line about the area's state (a count, what needs attention). */
  status?: ReactNode;
};

/** One area of the admin home: what it is for and the way in. */
export function AdminAreaCard({ title, description, to, linkLabel, status }: TAdminAreaCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="li" h="100%">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {description}
        </Text>
        {status}
        <Anchor component={Link} to={to} fw={600}>
          {linkLabel}
        </Anchor>
      </Stack>
    </Card>
  );
}
