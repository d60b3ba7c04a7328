import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../testing/intersection-observer-stub';
import { RenderWhenNear } from './render-when-near';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RenderWhenNear', () => {
  it('keeps the place of content far below the screen, builds it once near and keeps it', async () => {
    const io = stubIntersectionObserver();
    const { container } = render(
      <RenderWhenNear height={140}>
        <p>The chart</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('The chart')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('140px');

    await act(async () => {
      io.intersect();
    });
    expect(screen.getByText('The chart')).toBeTruthy();

    // Scrolled away and back: built once, never torn down.
    await act(async () => {
      io.intersect();
    });
    expect(screen.getAllByText('The chart')).toHaveLength(1);
  });

  it('builds the content at once where the browser cannot say what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear height={140}>
        <p>The chart</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('The chart')).toBeTruthy();
  });
});
