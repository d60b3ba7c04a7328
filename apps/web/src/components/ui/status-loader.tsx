import { Loader } from '@mantine/core';
import type { MantineSize } from '@mantine/core';

/**
 * A spinner with a name screen readers announce. The name sits on the status role itself: an
 * aria-label on the spinner's bare span is one axe refuses. A module of its own: the first page
 * shows it without the query-state alerts and buttons.
 */
export function StatusLoader({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader size={size ?? 'sm'} role="status" aria-label={label} />;
}
