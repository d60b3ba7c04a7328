import { Autocomplete, DEFAULT_THEME, MantineProvider, mergeMantineTheme, TagsInput, useProps } from '@mantine/core';
import type { SelectProps, TooltipProps } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../testing/test-utils';
import { createPortalCssVariablesResolver, createPortalTheme } from './theme';
import { contrastRatio, createBrandPalette } from './theme-brand';

function TooltipDefaults({ onProps }: { onProps: (props: Partial<TooltipProps>) => void }) {
  // What Mantine's Tooltip resolves for a tooltip given no position (its own default is 'top').
  onProps(useProps<Partial<TooltipProps>>('Tooltip', { position: 'top' }, {}));
  return null;
}

function ListDefaults({ component, onProps }: { component: string; onProps: (props: Partial<SelectProps>) => void }) {
  onProps(useProps<Partial<SelectProps>>(component, {}, {}));
  return null;
}

describe('portal theme', () => {
  it('places tooltips below their target (spec section 9)', () => {
    let resolved: Partial<TooltipProps> = {};
    render(
      <MantineProvider env="test" theme={createPortalTheme('No items found')}>
        <TooltipDefaults onProps={(props) => (resolved = props)} />
      </MantineProvider>,
    );
    expect(resolved.position).toBe('bottom');
  });

  it('gives every dropdown list that has one the message for an empty list', () => {
    const messages = new Map<string, unknown>();
    render(
      <MantineProvider env="test" theme={createPortalTheme('Aucun élément trouvé')}>
        {['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'].map((component) => (
          <ListDefaults
            key={component}
            component={component}
            onProps={(props) => messages.set(component, props.nothingFoundMessage)}
          />
        ))}
      </MantineProvider>,
    );
    expect(Object.fromEntries(messages)).toEqual({
      Select: 'Aucun élément trouvé',
      MultiSelect: 'Aucun élément trouvé',
      // Neither has such a message: a default would reach their DOM element (a React warning).
      Autocomplete: undefined,
      TagsInput: undefined,
    });
  });

  it('leaves no stray attribute on the elements of inputs without an empty-list message', () => {
    const { container } = render(
      <MantineProvider env="test" theme={createPortalTheme('No items found')}>
        <Autocomplete label="City" data={['Montréal']} />
        <TagsInput label="Tags" data={['news']} />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('[nothingfoundmessage]')).toHaveLength(0);
  });

  it.each([
    ['#fff59d', '#000000'],
    ['#0b1f3a', '#ffffff'],
  ])("fills primary buttons with the tenant's colour %s and writes on it in %s", (brand, text) => {
    const palette = createBrandPalette(brand);
    const theme = mergeMantineTheme(DEFAULT_THEME, createPortalTheme('No items found', palette));
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors.brand?.[6]).toBe(brand);
    const variables = createPortalCssVariablesResolver(palette)(theme);
    expect(variables.light['--mantine-primary-color-contrast']).toBe(text);
    expect(variables.dark['--mantine-primary-color-contrast']).toBe(text);
    // Links in the brand colour stay readable on white and on the dark scheme's body.
    expect(contrastRatio(variables.light['--mantine-color-anchor'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables.dark['--mantine-color-anchor'] ?? '', '#242424')).toBeGreaterThanOrEqual(4.5);
  });
});
