import type { TWidgetLoader } from './widget-context.ts';

/** CERTIFICATION: the core path's certification, as the learning paths module computes it. */
export const certificationWidget: TWidgetLoader<'CERTIFICATION'> = async ({ actor, locale, sources }) => {
  const view = await sources.paths.getCorePath(actor, { locale });
  if (!view) {
    return {
      widgetCode: 'CERTIFICATION',
      status: 'noCorePath',
      score: null,
      corePath: null,
      requiredCount: 0,
      completedCount: 0,
    };
  }
  return {
    widgetCode: 'CERTIFICATION',
    status: view.certification.status,
    score: view.certification.score,
    corePath: { pathId: view.pathId, title: view.title },
    requiredCount: view.progress.requiredItems,
    completedCount: view.progress.completedRequiredItems,
  };
};
