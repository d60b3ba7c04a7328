import { Anchor } from '@mantine/core';
import type { AnchorProps } from '@mantine/core';
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { isDirectFooterLink } from '../../features/footer/utils/footer-links';
import { lazyWhenOnline } from '../../lib/import-when-online';

const LinkOpenDialog = lazyWhenOnline(async () => ({ default: (await import('./link-open-dialog')).LinkOpenDialog }));

type TExternalLinkContext = {
  /** Asks 'Do you want to open a new link?' and opens `url` in a new tab on Ok. */
  confirmOpen: (url: string, opener: HTMLElement) => void;
};

const ExternalLinkContext = createContext<TExternalLinkContext | null>(null);

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Holds the footer's external-link confirmation (the dialog is loaded on the first request). */
export function ExternalLinkProvider({ children }: { children: ReactNode }) {
  const [pendingUrl, setPendingUrl] = useState<string | undefined>(undefined);
  const [hasAsked, setHasAsked] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const confirmOpen = useCallback((url: string, opener: HTMLElement) => {
    openerRef.current = opener;
    setHasAsked(true);
    setPendingUrl(url);
  }, []);
  const value = useMemo(() => ({ confirmOpen }), [confirmOpen]);

  // Focus goes back to the link that asked, whichever way the dialog closes.
  const close = () => {
    setPendingUrl(undefined);
    openerRef.current?.focus();
  };
  const confirm = () => {
    if (pendingUrl) {
      openInNewTab(pendingUrl);
    }
    close();
  };

  return (
    <ExternalLinkContext value={value}>
      {children}
      {hasAsked ? (
        <Suspense fallback={null}>
          <LinkOpenDialog opened={pendingUrl !== undefined} onConfirm={confirm} onCancel={close} />
        </Suspense>
      ) : null}
    </ExternalLinkContext>
  );
}

type TExternalLinkProps = AnchorProps & {
  href: string;
  children: ReactNode;
};

/**
 * A link out of the portal: a new tab (rel noopener) after the user confirms; links whose URL
 * contains 'privacy' open at once (spec section 2 "Footer").
 */
export function ExternalLink({ href, children, ...anchorProps }: TExternalLinkProps) {
  const context = useContext(ExternalLinkContext);
  if (!context) {
    throw new Error('ExternalLink must be used below <ExternalLinkProvider>');
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isDirectFooterLink(href)) {
      return;
    }
    event.preventDefault();
    context.confirmOpen(href, event.currentTarget);
  };
  return (
    <Anchor {...anchorProps} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </Anchor>
  );
}
