import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';

/** An in-app link of a widget (the server's `href`s are in-app paths). */
export function WidgetLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

type TWidgetEmptyProps = {
  title: string;
  text: string;
  /** The next step: where the link goes and what it says (none where there is no such page). */
  to?: string;
  actionLabel?: string;
};

/** A widget with nothing to show yet: what to do next, and a link there. */
export function WidgetEmpty({ title, text, to, actionLabel }: TWidgetEmptyProps) {
  return (
    <EmptyState
      isCompact
      headingOrder={3}
      title={title}
      text={text}
      action={
        to && actionLabel ? (
          <Button component={Link} to={to} variant="light" size="xs">
            {actionLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
