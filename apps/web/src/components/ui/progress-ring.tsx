import type { ReactNode } from 'react';

type TProgressRingProps = {
  /** 0..100. */
  percent: number;
  size: number;
  thickness: number;
  /** The filled arc's colour (a CSS colour or variable). */
  color: string;
  /** In the ring's middle. */
  label: ReactNode;
};

/**
 * A ring filled to `percent`, its label in the middle: decorative (aria-hidden), the words beside
 * it say the same. Mantine's RingProgress wraps every section in a floating tooltip (floating-ui,
 * about 15 KB, and a positioning pass per ring on a phone's first load); one arc needs none of it.
 */
export function ProgressRing({ percent, size, thickness, color, label }: TProgressRingProps) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  const centre = size / 2;
  return (
    <div aria-hidden="true" style={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ transform: 'rotate(-90deg)' }}>
        <circle
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          // Mantine's ring track: gray 2 on light, dark 4 on dark (Mantine sets color-scheme).
          style={{ stroke: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))' }}
          strokeWidth={thickness}
        />
        {filled > 0 ? (
          <circle
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            style={{ stroke: color }}
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
          />
        ) : null}
      </svg>
      <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {label}
      </div>
    </div>
  );
}
