import { Group, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canMoveCrop, drawSquareCrop, PICTURE_CROP } from '../utils/square-crop';
import type { TSquareCrop } from '../utils/square-crop';
import classes from './picture-crop-editor.module.css';

type TCropSliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
};

function CropSlider({ label, value, min, max, disabled, onChange }: TCropSliderProps) {
  // The visible label names the slider's thumb too (`thumbLabel`), the part keyboards and readers use.
  return (
    <div>
      <Text size="sm" fw={500} aria-hidden="true">
        {label}
      </Text>
      <Slider
        value={value}
        min={min}
        max={max}
        step={1}
        label={null}
        thumbLabel={label}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}

/** The square's position along each axis the image may leave room on. */
const POSITION_SLIDERS = [
  { axis: 'x', labelKey: 'profile.picture.horizontal' },
  { axis: 'y', labelKey: 'profile.picture.vertical' },
] as const;

type TPictureCropEditorProps = {
  image: CanvasImageSource & { width: number; height: number };
  crop: TSquareCrop;
  onChange: (crop: TSquareCrop) => void;
  disabled: boolean;
};

/** The square the picture will be, drawn as it will be stored, with its zoom and position. */
export function PictureCropEditor({ image, crop, onChange, disabled }: TPictureCropEditorProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvasRef.current) {
      drawSquareCrop(canvasRef.current, image, crop);
    }
  }, [image, crop]);
  const canMove = canMoveCrop(image, crop);
  const percent = (fraction: number) => Math.round(fraction * 100);

  return (
    <Group align="center" gap="xl">
      <canvas ref={canvasRef} className={classes.preview} role="img" aria-label={t('profile.picture.preview')} />
      <Stack gap="md" w={260}>
        <CropSlider
          label={t('profile.picture.zoom')}
          value={percent(crop.zoom)}
          min={100}
          max={percent(PICTURE_CROP.maxZoom)}
          disabled={disabled}
          onChange={(value) => onChange({ ...crop, zoom: value / 100 })}
        />
        {POSITION_SLIDERS.map(({ axis, labelKey }) => (
          <CropSlider
            key={axis}
            label={t(labelKey)}
            value={percent(crop[axis])}
            min={0}
            max={100}
            disabled={disabled || !canMove[axis]}
            onChange={(value) => onChange({ ...crop, [axis]: value / 100 })}
          />
        ))}
      </Stack>
    </Group>
  );
}
