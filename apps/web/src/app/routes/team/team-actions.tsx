import { Button } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChosenPeople } from '../../../features/team/components/assign-dialog';
import { lazyWhenOnline } from '../../../lib/import-when-online';

// The dialogs (the form, zod over the contract, the date picker) load when one is first opened.
const AssignDialog = lazyWhenOnline(async () => ({
  default: (await import('../../../features/team/components/assign-dialog')).AssignDialog,
}));
const NudgeDialog = lazyWhenOnline(async () => ({
  default: (await import('../../../features/team/components/nudge-dialog')).NudgeDialog,
}));

type TDialog = 'assign' | 'nudge';

type TTeamActionsProps = {
  serviceUrl: string;
  locale: TLocaleCode;
  people: TChosenPeople;
  /** After an assignment or a nudge went through (the page clears its selection). */
  onDone?: () => void;
};

/** "Assign" and "Nudge" for the chosen people, each opening its dialog. */
export function TeamActions({ serviceUrl, locale, people, onDone }: TTeamActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TDialog | null>(null);
  // Once loaded a dialog stays mounted, so that closing it returns the focus to its button.
  const [loaded, setLoaded] = useState<ReadonlySet<TDialog>>(new Set());
  const isEmpty = people.userCodes.length === 0;
  const show = (dialog: TDialog) => {
    setLoaded((previous) => new Set([...previous, dialog]));
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  const dialogProps = { serviceUrl, locale, people, onClose: close, onDone };
  return (
    <>
      <Button onClick={() => show('assign')} disabled={isEmpty}>
        {t('team.actions.assign')}
      </Button>
      <Button variant="default" onClick={() => show('nudge')} disabled={isEmpty}>
        {t('team.actions.nudge')}
      </Button>
      <Suspense fallback={null}>
        {loaded.has('assign') ? <AssignDialog opened={open === 'assign'} {...dialogProps} /> : null}
        {loaded.has('nudge') ? <NudgeDialog opened={open === 'nudge'} {...dialogProps} /> : null}
      </Suspense>
    </>
  );
}
