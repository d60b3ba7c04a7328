import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce } from '../lib/csp-nonce';
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
      <AppProvider queryClient={createQueryClient()} i18n={createPortalI18n('en')} styleNonce={readCspNonce()}>
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
