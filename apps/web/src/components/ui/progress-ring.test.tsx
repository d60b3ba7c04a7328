import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

afterEach(cleanup);

function arcLength(container: HTMLElement): number | null {
  const circles = container.querySelectorAll('circle');
  const arc = circles[1];
  return arc ? Number(arc.getAttribute('stroke-dasharray')?.split(' ')[0]) : null;
}

describe('ProgressRing', () => {
  it('fills its arc in proportion, hides itself from assistive technology and shows its label', () => {
    const { container, getByText } = render(
      <ProgressRing percent={25} size={120} thickness={12} color="teal" label="25%" />,
    );
    const circumference = 2 * Math.PI * 54;
    expect(arcLength(container)).toBeCloseTo(circumference / 4);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(getByText('25%')).toBeTruthy();
  });

  it('draws no arc at 0 and a whole one past 100', () => {
    const empty = render(<ProgressRing percent={0} size={100} thickness={10} color="teal" label="0%" />);
    expect(arcLength(empty.container)).toBeNull();
    const full = render(<ProgressRing percent={140} size={100} thickness={10} color="teal" label="100%" />);
    expect(arcLength(full.container)).toBeCloseTo(2 * Math.PI * 45);
  });
});
