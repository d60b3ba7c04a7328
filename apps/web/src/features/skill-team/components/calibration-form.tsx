import { Badge, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { skillMessageKeyOf, SkillLimits } from '@portal/contracts';
import type { TCalibrationRow, TReporteeSkills, TSkillProfile } from '@portal/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatMediumDate } from '../../../lib/format-date';
import type { TMessageKey } from '../../../lib/i18n';
import { usePageLocale } from '../../../lib/page-locale';
import { useConfirmLevels } from '../api/team-skills';
import { defaultConfirmLevel, defaultConfirmLevels } from '../utils/calibration';
import { levelLabel } from '../utils/level-label';

type TCalibrationFormProps = {
  serviceUrl: string;
  userCode: string;
  skills: TReporteeSkills;
};

type TRating = TCalibrationRow['self'];

function RatingCell({ rating, scale }: { rating: TRating; scale: TSkillProfile['scale'] }) {
  const locale = usePageLocale();
  if (!rating) {
    return <Text c="dimmed">—</Text>;
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{levelLabel(rating.level, scale)}</Text>
      <Text size="xs" c="dimmed">
        {formatMediumDate(rating.at, locale)}
      </Text>
    </Stack>
  );
}

type TFormErrors = { items?: string; reason?: string };

/**
 * Calibration (issue 17): self, manager and test evidence side by side per competency, the rows
 * whose self and manager (or test) ratings disagree flagged; the manager selects rows, sets a level
 * on each (the self rating by default) and confirms them all with one reason, in one call.
 */
export function CalibrationForm({ serviceUrl, userCode, skills }: TCalibrationFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const headingId = useId();
  const rows = skills.calibration;
  const scale = skills.profile.scale;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [levels, setLevels] = useState(() => defaultConfirmLevels(rows));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<TFormErrors>({});
  const confirm = useConfirmLevels(serviceUrl, userCode);
  // The server's 400 in the page's language: its texts are the contract's (SKILL_MESSAGES).
  const serverErrors = (error: unknown): TFormErrors | undefined => {
    const errors = error instanceof ApiError && error.code === 'validation_failed' ? error.problem?.errors : undefined;
    if (!errors) {
      return undefined;
    }
    const textOf = (path: string) => {
      const texts = Object.entries(errors)
        .filter(([key]) => key === path || key.startsWith(`${path}.`))
        .flatMap(([, list]) => list)
        .map((text) => {
          const key = skillMessageKeyOf(text);
          return key ? t(key as TMessageKey) : text;
        });
      return texts.length > 0 ? [...new Set(texts)].join(' ') : undefined;
    };
    return { items: textOf('items'), reason: textOf('reason') };
  };

  const toggle = (competencyId: number, isChecked: boolean) => {
    const next = new Set(selected);
    if (isChecked) {
      next.add(competencyId);
    } else {
      next.delete(competencyId);
    }
    setSelected(next);
    setErrors((current) => ({ ...current, items: undefined }));
  };
  const isAllSelected = rows.length > 0 && selected.size === rows.length;
  // Calibration starts where self and other evidence disagree.
  const disagreements = rows.filter((row) => row.isDisagreement);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: TFormErrors = {};
    if (selected.size === 0) {
      found.items = t('skills.validation.confirmItemsRequired');
    }
    if (reason.trim() === '') {
      found.reason = t('skills.validation.reasonRequired');
    }
    setErrors(found);
    if (found.items || found.reason) {
      return;
    }
    const items = rows
      .filter((row) => selected.has(row.competencyId))
      .map((row) => ({
        competencyId: row.competencyId,
        level: levels.get(row.competencyId) ?? defaultConfirmLevel(row),
      }));
    confirm.mutate(
      { items, reason: reason.trim() },
      {
        onSuccess: (confirmed) => {
          showToast({ kind: 'success', message: t('skills.team.confirmed', { count: confirmed }) });
          setSelected(new Set());
          setReason('');
        },
        onError: (error) => {
          const placed = serverErrors(error);
          if (placed && (placed.items || placed.reason)) {
            setErrors(placed);
          } else {
            showToast({ kind: 'error', message: t('skills.team.confirmError') });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('skills.team.calibration.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('skills.team.calibration.text')}
        </Text>
        {disagreements.length > 0 ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setSelected(new Set(disagreements.map((row) => row.competencyId)));
                setErrors((current) => ({ ...current, items: undefined }));
              }}
            >
              {t('skills.team.calibration.selectDisagreements', { count: disagreements.length })}
            </Button>
          </Group>
        ) : null}
        <Table.ScrollContainer minWidth={960}>
          <Table aria-labelledby={headingId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Checkbox
                    aria-label={t('skills.team.calibration.selectAll')}
                    checked={isAllSelected}
                    indeterminate={selected.size > 0 && !isAllSelected}
                    onChange={(event) => {
                      setSelected(
                        event.currentTarget.checked ? new Set(rows.map((row) => row.competencyId)) : new Set(),
                      );
                      setErrors((current) => ({ ...current, items: undefined }));
                    }}
                  />
                </Table.Th>
                <Table.Th scope="col">{t('skills.team.column.competency')}</Table.Th>
                <Table.Th scope="col">{t('skills.team.column.self')}</Table.Th>
                <Table.Th scope="col">{t('skills.team.column.manager')}</Table.Th>
                <Table.Th scope="col">{t('skills.team.column.test')}</Table.Th>
                <Table.Th scope="col">{t('skills.team.column.current')}</Table.Th>
                <Table.Th scope="col">{t('skills.team.column.target')}</Table.Th>
                <Table.Th scope="col">{t('skills.team.column.confirmLevel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.competencyId} data-disagreement={row.isDisagreement || undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('skills.team.calibration.select', { name: row.name })}
                      checked={selected.has(row.competencyId)}
                      onChange={(event) => toggle(row.competencyId, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Th scope="row" fw="normal">
                    <Text size="sm" fw={600}>
                      {row.name}
                    </Text>
                    {row.parentName ? (
                      <Text size="xs" c="dimmed">
                        {row.parentName}
                      </Text>
                    ) : null}
                    {row.isDisagreement ? (
                      <Badge color="red.9" variant="outline" mt={4}>
                        {t('skills.team.calibration.disagreement')}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td>
                    <RatingCell rating={row.self} scale={scale} />
                  </Table.Td>
                  <Table.Td>
                    <RatingCell rating={row.manager} scale={scale} />
                  </Table.Td>
                  <Table.Td>
                    <RatingCell rating={row.test} scale={scale} />
                  </Table.Td>
                  <Table.Td>{row.currentLevel === null ? '—' : levelLabel(row.currentLevel, scale)}</Table.Td>
                  <Table.Td>{row.targetLevel === null ? '—' : levelLabel(row.targetLevel, scale)}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      aria-label={t('skills.team.calibration.levelOf', { name: row.name })}
                      value={String(levels.get(row.competencyId) ?? defaultConfirmLevel(row))}
                      data={scale.map((entry) => ({
                        value: String(entry.level),
                        label: levelLabel(entry.level, scale),
                      }))}
                      onChange={(event) => {
                        const next = new Map(levels);
                        next.set(row.competencyId, Number(event.currentTarget.value));
                        setLevels(next);
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {errors.items ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.items}
          </Text>
        ) : null}
        <Textarea
          label={t('skills.team.calibration.reason')}
          description={t('skills.team.calibration.reasonHint')}
          required
          rows={3}
          maxLength={SkillLimits.maxReasonLength}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('skills.team.calibration.confirm')}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('skills.team.calibration.selected', { count: selected.size })}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
