import { Anchor } from '@mantine/core';
import type { TTenantNotificationType } from '@portal/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOnline } from '../../lib/import-when-online';

const PolicyDialog = lazyWhenOnline(async () => ({ default: (await import('./policy-dialog')).PolicyDialog }));

const LINK_KEYS = {
  TERMS_CONDITIONS: 'footer.termsAndConditions',
  PRIVACY_POLICY: 'footer.privacyPolicy',
} as const;

/** A footer link that opens a policy in a modal; the modal's code loads on the first click. */
export function PolicyLink({ type }: { type: TTenantNotificationType }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  // The dialog mounts already open on the first click, so it cannot know its opener: focus goes back here.
  useEffect(() => {
    if (wasOpened.current && !opened) {
      openerRef.current?.focus();
    }
    wasOpened.current = opened;
  }, [opened]);
  return (
    <>
      <Anchor
        ref={openerRef}
        component="button"
        type="button"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setOpened(true);
        }}
      >
        {t(LINK_KEYS[type])}
      </Anchor>
      {hasOpened ? (
        <Suspense fallback={null}>
          <PolicyDialog type={type} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
