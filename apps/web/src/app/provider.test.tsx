import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { Modal, useProps } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce, shareCspNonce } from '../lib/csp-nonce';
import { createPortalI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import '../testing/test-utils';
import { AppProvider } from './provider';

function addNonceMeta(nonce: string): void {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  // Browsers blank the attribute once CSP applies; only the property keeps the value.
  meta.setAttribute('nonce', '');
  meta.nonce = nonce;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove());
  globalThis.__webpack_nonce__ = undefined;
});

describe('AppProvider CSP nonce', () => {
  it('is read from the nonce property of the meta element', () => {
    expect(readCspNonce()).toBeUndefined();
    addNonceMeta('r4nd0m');
    expect(readCspNonce()).toBe('r4nd0m');
  });

  it('is put on the style tags Mantine renders', () => {
    addNonceMeta('r4nd0m');
    render(
      <AppProvider
        queryClient={createQueryClient()}
        i18n={createPortalI18n('en', { catalogues: bundledCatalogues })}
        styleNonce={readCspNonce()}
      >
        <p>content</p>
      </AppProvider>,
    );
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) {
      expect(style.getAttribute('nonce')).toBe('r4nd0m');
    }
  });
});

describe('CSP nonce for other libraries', () => {
  it("is put on the scroll-lock style of Mantine's modals (react-remove-scroll)", async () => {
    addNonceMeta('r4nd0m');
    shareCspNonce(readCspNonce());
    render(
      <AppProvider
        queryClient={createQueryClient()}
        i18n={createPortalI18n('en', { catalogues: bundledCatalogues })}
        styleNonce={readCspNonce()}
      >
        <Modal opened onClose={() => undefined} title="Are you still there?">
          <p>content</p>
        </Modal>
      </AppProvider>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    const styles = [...document.querySelectorAll('style')];
    expect(styles.some((style) => style.textContent.includes('overflow: hidden'))).toBe(true);
    for (const style of styles) {
      expect(style.getAttribute('nonce')).toBe('r4nd0m');
    }
  });
});

function SelectDefaults({ onProps }: { onProps: (props: Partial<SelectProps>) => void }) {
  onProps(useProps<Partial<SelectProps>>('Select', {}, {}));
  return null;
}

describe('AppProvider language', () => {
  it.each([
    ['en', 'No items found'],
    ['fr-CA', 'Aucun élément trouvé'],
  ] as const)('makes an empty dropdown speak the page language (%s)', (locale, message) => {
    let resolved: Partial<SelectProps> = {};
    render(
      <AppProvider queryClient={createQueryClient()} i18n={createPortalI18n(locale, { catalogues: bundledCatalogues })}>
        <SelectDefaults onProps={(props) => (resolved = props)} />
      </AppProvider>,
    );
    expect(resolved.nothingFoundMessage).toBe(message);
  });
});
