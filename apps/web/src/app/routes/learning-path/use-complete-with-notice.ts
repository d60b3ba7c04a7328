import type { TLearnerPathItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useCompleteItem } from '../../../features/learning-paths/api/learner-path';

/** Marks an item done and says so; completing a level's last item says the next level opened. */
export function useCompleteWithNotice(serviceUrl: string) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const complete = useCompleteItem(serviceUrl);
  const onComplete = (item: TLearnerPathItem) =>
    complete.mutate(item.itemId, {
      onSuccess: (result) => {
        if (result.unlockedLevel) {
          showToast({
            kind: 'success',
            message: t('learningPaths.level.unlockedToast', { title: result.unlockedLevel.title }),
          });
          return;
        }
        showToast({
          kind: 'success',
          message: result.isNewlyCompleted
            ? t('learningPaths.item.doneToast', { title: item.title })
            : t('learningPaths.item.alreadyDone', { title: item.title }),
        });
      },
      onError: () => showToast({ kind: 'error', message: t('learningPaths.item.completeError') }),
    });
  return { onComplete, completingItemId: complete.isPending ? complete.variables : undefined };
}
