import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TLikeButtonProps = {
  isLiked: boolean;
  likeCount: number;
  isPending: boolean;
  /** Absent in the admin's preview: there is nothing to like yet. */
  onToggle?: (isLiked: boolean) => void;
};

/** A toggle button (aria-pressed) naming the action, with the count of likes beside it. */
export function LikeButton({ isLiked, likeCount, isPending, onToggle }: TLikeButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={isLiked ? 'filled' : 'outline'}
      aria-pressed={isLiked}
      loading={isPending}
      disabled={onToggle === undefined}
      onClick={() => onToggle?.(!isLiked)}
      leftSection={<span aria-hidden>{isLiked ? '♥' : '♡'}</span>}
    >
      {t('news.like.button', { count: likeCount })}
    </Button>
  );
}
