import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useSetFavorite } from '../api/set-favorite';

type TFavoriteButtonProps = {
  serviceUrl: string;
  resourceId: number;
  isFavorite: boolean;
  /** The resource's title, so that a list of these buttons can be told apart by ear. */
  title: string;
  size?: 'xs' | 'sm';
};

/** Marks or unmarks a favourite (a toggle button: `aria-pressed` says which it is). */
export function FavoriteButton({ serviceUrl, resourceId, isFavorite, title, size = 'sm' }: TFavoriteButtonProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const setFavorite = useSetFavorite(serviceUrl);
  const toggle = () =>
    setFavorite.mutate(
      { resourceId, isFavorite: !isFavorite },
      {
        onSuccess: (isNowFavorite) =>
          showToast({
            kind: 'success',
            message: isNowFavorite ? t('resources.favorite.added') : t('resources.favorite.removed'),
          }),
        onError: () => showToast({ kind: 'error', message: t('resources.favorite.failed') }),
      },
    );
  // A toggle: the same name either way (its visible text plus the title), `aria-pressed` says which.
  return (
    <Button
      size={size}
      variant={isFavorite ? 'filled' : 'default'}
      aria-pressed={isFavorite}
      loading={setFavorite.isPending}
      onClick={toggle}
    >
      <span aria-hidden>{isFavorite ? '★' : '☆'}</span>&nbsp;{t('resources.favorite.mark')}
      <VisuallyHidden>: {title}</VisuallyHidden>
    </Button>
  );
}
