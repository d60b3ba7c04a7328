import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { usePathChoices, useSetUserPath } from '../../../features/learning-paths/api/learner-path';
import { PathChooser } from '../../../features/learning-paths/components/path-chooser';
import { useLearner } from './use-learner';

/** The paths the learner may choose, and the choice saved. */
export function PathChoice({ submitLabel, onChosen }: { submitLabel: string; onChosen?: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useLearner();
  const choices = usePathChoices(serviceUrl, locale);
  const setPath = useSetUserPath(serviceUrl);
  return (
    <QueryState
      query={choices}
      loadingLabel={t('learningPaths.learner.loading')}
      errorText={t('learningPaths.learner.error')}
      retryLabel={t('learningPaths.learner.retry')}
      skeleton={<ListSkeleton label={t('learningPaths.learner.loading')} rows={3} rowHeight={96} />}
    >
      {(paths) =>
        paths.length === 0 ? (
          <Text c="dimmed">{t('learningPaths.choose.none')}</Text>
        ) : (
          <PathChooser
            paths={paths}
            isPending={setPath.isPending}
            submitLabel={submitLabel}
            onChoose={(pathId) =>
              setPath.mutate(pathId, {
                onSuccess: (path) => {
                  showToast({
                    kind: 'success',
                    message: t('learningPaths.choose.chosenToast', { title: path.title }),
                  });
                  onChosen?.();
                },
                onError: () => showToast({ kind: 'error', message: t('learningPaths.choose.error') }),
              })
            }
          />
        )
      }
    </QueryState>
  );
}

/** "Change my path" in a dialog: mounted while open. */
export function PathChoiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('learningPaths.choose.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('learningPaths.learner.closeDialog') }}
      size="lg"
    >
      <PathChoice submitLabel={t('learningPaths.choose.submit')} onChosen={onClose} />
    </Modal>
  );
}
