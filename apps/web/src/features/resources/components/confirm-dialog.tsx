import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '../../../components/ui/confirm-dialog';

type TConfirmDialogProps = Omit<ComponentProps<typeof SharedConfirmDialog>, 'cancelLabel' | 'closeLabel'>;

/** The shared confirmation, with the resource library's cancel and close texts. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <SharedConfirmDialog {...props} cancelLabel={t('resources.form.cancel')} closeLabel={t('resources.dialog.close')} />
  );
}
