import type { TModuleCode } from '@portal/contracts';

import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { ResultList } from './result-list';
import type { TResultWidgetProps } from './result-list';

type TWidget = ComponentType<TResultWidgetProps>;

/**
 * Spec section 2: the ASSESSMENT and RESOURCELIBRARY results are widgets loaded on demand; one that
 * fails to load is skipped (its group shows the plain list) and the failure is logged.
 */
function lazyWidget(moduleCode: TModuleCode, load: () => Promise<TWidget>): LazyExoticComponent<TWidget> {
  return lazyWhenOnline(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.warn(`[search] The ${moduleCode} result widget could not be loaded; showing the plain list.`, error);
      return { default: ResultList };
    }
  });
}

const RESULT_WIDGETS: Partial<Record<TModuleCode, LazyExoticComponent<TWidget>>> = {
  RESOURCELIBRARY: lazyWidget(
    'RESOURCELIBRARY',
    async () => (await import('./widgets/resource-library-results')).ResourceLibraryResults,
  ),
  ASSESSMENT: lazyWidget('ASSESSMENT', async () => (await import('./widgets/assessment-results')).AssessmentResults),
};

/**
 * A module's results: its widget when it has one, the generic list otherwise. A widget still
 * loading suspends up to the panel's results, so "load more" never sees an empty page meanwhile.
 */
export function ResultWidget({ group }: TResultWidgetProps) {
  const Widget = RESULT_WIDGETS[group.moduleCode];
  return Widget ? <Widget group={group} /> : <ResultList group={group} />;
}
