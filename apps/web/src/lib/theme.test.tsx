import { MantineProvider, useProps } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../testing/test-utils';
import { portalTheme } from './theme';

function TooltipDefaults({ onProps }: { onProps: (props: Partial<TooltipProps>) => void }) {
  // What Mantine's Tooltip resolves for a tooltip given no position (its own default is 'top').
  onProps(useProps<Partial<TooltipProps>>('Tooltip', { position: 'top' }, {}));
  return null;
}

describe('portal theme', () => {
  it('places tooltips below their target (spec section 9)', () => {
    let resolved: Partial<TooltipProps> = {};
    render(
      <MantineProvider env="test" theme={portalTheme}>
        <TooltipDefaults onProps={(props) => (resolved = props)} />
      </MantineProvider>,
    );
    expect(resolved.position).toBe('bottom');
  });
});
