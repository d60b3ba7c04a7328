import { Box, Loader } from '@mantine/core';
import type { BoxProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { importWhenOnline } from '../../lib/import-when-online';

type TSanitize = (html: string) => string;

let sanitizerPromise: Promise<TSanitize> | undefined;

/** DOMPurify is loaded on first use only, so pages without rich text do not carry it. */
export function loadSanitizer(): Promise<TSanitize> {
  sanitizerPromise ??= importWhenOnline(() => import('dompurify')).then(({ default: DOMPurify }) => {
    const purifier = DOMPurify(window);
    return (html: string) =>
      purifier.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
        FORBID_ATTR: ['style'],
      });
  });
  return sanitizerPromise;
}

type TSafeHtmlProps = BoxProps & {
  html: string;
};

/**
 * Renders HTML from the server, sanitized again here with DOMPurify (no script, no event handler, no
 * `javascript:` URL), whatever the server already did.
 */
export function SafeHtml({ html, ...boxProps }: TSafeHtmlProps) {
  const [sanitized, setSanitized] = useState<{ source: string; html: string } | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    void loadSanitizer().then((sanitize) => {
      if (isCurrent) {
        setSanitized({ source: html, html: sanitize(html) });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);

  if (sanitized?.source !== html) {
    return <Loader size="sm" />;
  }
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: sanitized.html }} />;
}
