import type { TCalibrationRow } from '@portal/contracts';

/**
 * The level a manager confirms by default: what the person said of themselves (calibration starts
 * from the self rating), else the combined level, else the target, else the lowest level.
 */
export function defaultConfirmLevel(row: TCalibrationRow): number {
  return row.self?.level ?? row.currentLevel ?? row.targetLevel ?? 1;
}

/** The rows' levels to confirm, keyed by competency id, each at its default. */
export function defaultConfirmLevels(rows: readonly TCalibrationRow[]): Map<number, number> {
  return new Map(rows.map((row) => [row.competencyId, defaultConfirmLevel(row)]));
}
