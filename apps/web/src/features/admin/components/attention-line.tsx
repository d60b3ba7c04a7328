import { Text } from '@mantine/core';

/** One thing that needs attention on an admin home card; nothing when there is nothing to do. */
export function AttentionLine({ count, text }: { count: number | null | undefined; text: string }) {
  if (!count) {
    return null;
  }
  return (
    <Text size="sm" fw={600}>
      {text}
    </Text>
  );
}
