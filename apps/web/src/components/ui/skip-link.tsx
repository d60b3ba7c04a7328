import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('app.skipToContent')}
    </Anchor>
  );
}
