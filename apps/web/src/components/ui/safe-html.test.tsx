import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/test-utils';
import { SafeHtml } from './safe-html';

async function renderSanitized(html: string): Promise<HTMLElement> {
  const { container } = render(
    <MantineProvider env="test">
      <SafeHtml html={html} data-testid="safe" />
    </MantineProvider>,
  );
  await waitFor(() => expect(container.querySelector('[data-testid="safe"]')).not.toBeNull());
  return container.querySelector<HTMLElement>('[data-testid="safe"]') as HTMLElement;
}

describe('SafeHtml', () => {
  it('keeps harmless markup', async () => {
    const element = await renderSanitized('<h2>Terms</h2><p>Read <a href="https://acme.example/t">this</a>.</p>');
    expect(element.querySelector('h2')?.textContent).toBe('Terms');
    expect(element.querySelector('a')?.getAttribute('href')).toBe('https://acme.example/t');
  });

  it('strips scripts, event handlers and javascript: URLs', async () => {
    const element = await renderSanitized(
      '<p>Hi</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
        '<a href="javascript:alert(1)">click</a><a href=" JaVaScRiPt:alert(1)">again</a>',
    );
    expect(element.querySelector('script')).toBeNull();
    expect(element.innerHTML).not.toContain('onerror');
    expect(element.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(element.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(element.textContent).toContain('Hi');
  });
});
