import { Modal } from '@mantine/core';
import type { TCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { UserUploadForm } from './user-upload-form';

type TUserUploadDialogProps = {
  serviceUrl: string;
  categories: TCategory[];
  onClose: () => void;
  /** The upload was sent for review. */
  onDone: () => void;
};

/** A learner's upload, in a dialog: mounted while open (its form and file parts load on first use). */
export function UserUploadDialog({ serviceUrl, categories, onClose, onDone }: TUserUploadDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('resources.dialog.close') }}
      title={t('resources.upload.heading')}
      size="lg"
    >
      <UserUploadForm serviceUrl={serviceUrl} categories={categories} onCancel={onClose} onDone={onDone} />
    </Modal>
  );
}
