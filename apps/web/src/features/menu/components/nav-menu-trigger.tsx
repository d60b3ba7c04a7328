import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type TNavMenuTriggerProps = { label: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>;

/** The button of a header menu (the 'More' menu, Reports); shared by the menu and its placeholder. */
export function NavMenuTrigger({ label, ...buttonProps }: TNavMenuTriggerProps) {
  return (
    <Button variant="subtle" px="xs" rightSection={<span aria-hidden="true">▾</span>} {...buttonProps}>
      {label}
    </Button>
  );
}
