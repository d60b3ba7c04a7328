import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { getTenantMetaDataQueryOptions } from '../../features/tenant/api/get-tenant-metadata';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { usePageSettled } from '../../lib/page-settled';
import { useTenantConfiguration } from '../tenant-context';
import { usePortalAuth } from './portal-auth-provider';

// Not needed for the first paint: the idle timer and its modal load in their own chunk.
const IdleTimeoutWatcher = lazyWhenOnline(async () => ({
  default: (await import('../../features/auth/components/idle-timeout-watcher')).IdleTimeoutWatcher,
}));

/**
 * Spec section 4 "Idle timeout": watching starts once signed in, the tenant metadata is loaded and
 * the page has its data (a second or so: the timeout is minutes).
 */
export function IdleTimeout() {
  const { coreService } = useTenantConfiguration();
  const { signOut, checkSession } = usePortalAuth();
  const { data: metaData } = useQuery(getTenantMetaDataQueryOptions(coreService));
  const handleTimeout = useCallback(() => void signOut(), [signOut]);
  const handlePing = useCallback(() => void checkSession(), [checkSession]);
  const isSettled = usePageSettled();
  if (!metaData || !isSettled) {
    return null;
  }
  const { idleTimerStartAfterInSeconds, timeoutAfterInSeconds } = metaData.userIdleTimeOutConfig;
  return (
    <Suspense fallback={null}>
      <IdleTimeoutWatcher
        key={`${idleTimerStartAfterInSeconds}/${timeoutAfterInSeconds}`}
        idleSeconds={idleTimerStartAfterInSeconds}
        timeoutSeconds={timeoutAfterInSeconds}
        onTimeout={handleTimeout}
        onPing={handlePing}
      />
    </Suspense>
  );
}
