import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useSaveScale, useScale } from '../../../features/competency-admin/api/skills-admin';
import { ScaleEditor } from '../../../features/competency-admin/components/scale-editor';
import { useSkillAdmin } from './admin-context';

/** The scale tab: the tenant's proficiency levels, edited and saved as a whole. */
export function ScalePanel() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl } = useSkillAdmin();
  const scale = useScale(serviceUrl);
  const save = useSaveScale(serviceUrl);
  if (scale.isError) {
    return (
      <ErrorAlert
        text={t('skills.admin.scale.loadError')}
        retryLabel={t('skills.admin.retry')}
        onRetry={() => void scale.refetch()}
      />
    );
  }
  if (!scale.data) {
    return <BlockSkeleton label={t('skills.admin.scale.loading')} height={360} />;
  }
  return (
    <ScaleEditor
      key={scale.dataUpdatedAt}
      levels={scale.data}
      isPending={save.isPending}
      onSave={(request, onServerError) =>
        save.mutate(request, {
          onSuccess: () => showToast({ kind: 'success', message: t('skills.admin.scale.savedToast') }),
          onError: (error) => {
            if (!onServerError(error)) {
              showToast({ kind: 'error', message: t('skills.admin.saveError') });
            }
          },
        })
      }
    />
  );
}
