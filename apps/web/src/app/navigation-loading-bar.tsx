import { useNavigation } from 'react-router';
import { LoadingBar, useIsTrackedWorkBusy } from '../components/ui/loading-bar';

/** The loading bar for navigation (lazy routes, loaders) and for work features track. */
export function NavigationLoadingBar() {
  const navigation = useNavigation();
  const isTrackedWorkBusy = useIsTrackedWorkBusy();
  return <LoadingBar isBusy={navigation.state !== 'idle' || isTrackedWorkBusy} />;
}
