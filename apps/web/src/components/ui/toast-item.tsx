import { Notification } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TToast, TToastKind } from '../../lib/toast-store';
import classes from './toasts.module.css';

const TOAST_COLORS: Record<TToastKind, string> = { info: 'blue', success: 'green', error: 'red' };

/** One toast: title, message, close button and the bar that shows the time left. */
export function ToastItem({ toast, onClose }: { toast: TToast; onClose: () => void }) {
  const { t } = useTranslation();
  const color = TOAST_COLORS[toast.kind];
  // Style attributes are allowed by the CSP (style-src-attr); only <style> elements need the nonce.
  const progressStyle = {
    '--toast-duration': `${toast.durationMs}ms`,
    '--toast-color': `var(--mantine-color-${color}-filled)`,
  } as CSSProperties;
  return (
    <Notification
      className={classes.toast}
      classNames={{ description: classes.message }}
      color={color}
      title={toast.title}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('toast.close') }}
      withBorder
    >
      {toast.message}
      <div className={classes.progress} style={progressStyle} aria-hidden />
    </Notification>
  );
}
