import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { formLevelErrors, serverFieldErrors } from '../../../lib/form';
import type { TFormErrorTranslator } from '../../../lib/form';

/**
 * What every settings form does with a save: a toast when it worked, the server's field errors on
 * the fields, and a form-level message for anything else.
 */
export function useSettingsSave<TValues extends Record<string, unknown>>(
  form: UseFormReturnType<TValues>,
  translator: TFormErrorTranslator,
) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string[]>([]);
  return {
    errors: [...formLevelErrors(form.errors), ...failure],
    run: async (save: () => Promise<unknown>) => {
      setFailure([]);
      try {
        await save();
        showToast({ kind: 'success', message: t('admin.settings.saved') });
      } catch (error) {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          form.setErrors(placed.fields);
          setFailure(placed.other);
          return;
        }
        setFailure([t('admin.settings.saveError')]);
      }
    },
  };
}
