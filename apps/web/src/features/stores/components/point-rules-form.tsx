import { Alert, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { POINT_RULE_VERBS, storeMessageKeyOf, StoreLimits, ZSavePointRulesRequestSchema } from '@portal/contracts';
import type { TPointRules, TPointRuleVerb, TSavePointRulesRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TRuleValues = Record<TPointRuleVerb, number | string>;

function valuesOf(rules: TPointRules): TRuleValues {
  const values = Object.fromEntries(POINT_RULE_VERBS.map((verb) => [verb, 0])) as TRuleValues;
  for (const rule of rules.rules) {
    values[rule.verb] = rule.points;
  }
  return values;
}

function toRequest(values: TRuleValues): TSavePointRulesRequest {
  return {
    rules: POINT_RULE_VERBS.map((verb) => ({
      verb,
      points: values[verb] === '' ? Number.NaN : Number(values[verb]),
    })),
  };
}

// `rules.2.points` is the field of the third verb.
function fieldOfPath(path: string): string | undefined {
  const [, index] = /^rules\.(\d+)/.exec(path) ?? [];
  const verb = index === undefined ? undefined : POINT_RULE_VERBS[Number(index)];
  return verb ?? (path || undefined);
}

type TPointRulesFormProps = {
  rules: TPointRules;
  isPending: boolean;
  onSubmit: (request: TSavePointRulesRequest, onServerError: (error: unknown) => boolean) => void;
};

/** The points each thing a person does earns them, one field per verb. */
export function PointRulesForm({ rules, isPending, onSubmit }: TPointRulesFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf: fieldOfPath,
    messageOf: ({ text }) => {
      const key = storeMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TRuleValues>({
    initialValues: valuesOf(rules),
    validate: contractValidator(ZSavePointRulesRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('stores.admin.rules.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {POINT_RULE_VERBS.map((verb) => (
            <NumberInput
              key={verb}
              label={t(`stores.admin.rules.verb.${verb}`)}
              description={t(`stores.admin.rules.hint.${verb}`)}
              required
              min={0}
              max={StoreLimits.maxRulePoints}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(verb)}
            />
          ))}
        </SimpleGrid>
        {formLevelErrors(form.errors).map((text) => (
          <Alert key={text} color="red" role="alert">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('stores.admin.rules.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
