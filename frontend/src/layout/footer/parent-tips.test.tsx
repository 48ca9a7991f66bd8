import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTipIndex, PARENT_TIPS } from './parent-tips';
import { ParentTipsCard, TIP_FADE_MS, TIP_ROTATION_MS } from './parent-tips-card';

function seeded(seed: number): () => number {
  // A small deterministic generator, so a failure can be replayed.
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('nextTipIndex', () => {
  it('never repeats the current tip and reaches every other one', () => {
    for (const count of [2, 3, 8]) {
      const random = seeded(count);
      const seen = new Set<number>();
      let current = 0;
      for (let i = 0; i < 500; i++) {
        const next = nextTipIndex(current, count, random);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        seen.add(next);
        current = next;
      }
      expect(seen.size).toBe(count);
    }
  });

  it('handles the edges of random() and a single tip', () => {
    expect(nextTipIndex(0, 3, () => 0)).toBe(1);
    expect(nextTipIndex(2, 3, () => 0.9999)).toBe(1);
    expect(nextTipIndex(0, 1, () => 0.5)).toBe(0);
  });
});

describe('ParentTipsCard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const shownTip = () => document.querySelector('[data-tip-id]')!.getAttribute('data-tip-id');

  it('rotates every 30 s with a 300 ms fade, never showing the same tip twice in a row', () => {
    render(<ParentTipsCard random={seeded(7)} />);
    expect(screen.getByRole('heading', { name: 'Parent Tips' })).toBeInTheDocument();
    let previous = shownTip();
    for (let i = 0; i < 40; i++) {
      act(() => vi.advanceTimersByTime(TIP_ROTATION_MS - 1));
      expect(shownTip()).toBe(previous);
      act(() => vi.advanceTimersByTime(1));
      // Fading out, still the old tip.
      expect(document.querySelector('.parent-tips__tip')).toHaveClass('is-fading');
      expect(shownTip()).toBe(previous);
      act(() => vi.advanceTimersByTime(TIP_FADE_MS));
      expect(document.querySelector('.parent-tips__tip')).not.toHaveClass('is-fading');
      const current = shownTip();
      expect(current).not.toBe(previous);
      expect(PARENT_TIPS.map((t) => t.id)).toContain(current);
      previous = current;
    }
  });

  it('shows another tip on request', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<ParentTipsCard random={seeded(3)} />);
    const first = shownTip();
    await user.click(screen.getByRole('button', { name: 'Next tip' }));
    await screen.findByText((_, el) => el?.getAttribute('data-tip-id') !== first && el?.hasAttribute('data-tip-id') === true, undefined, { timeout: 2000 });
    expect(shownTip()).not.toBe(first);
  });

  it('shows a lone tip without rotating or a Next button', () => {
    render(<ParentTipsCard tips={[PARENT_TIPS[0]!]} />);
    act(() => vi.advanceTimersByTime(TIP_ROTATION_MS * 3));
    expect(shownTip()).toBe(PARENT_TIPS[0]!.id);
    expect(screen.queryByRole('button', { name: 'Next tip' })).not.toBeInTheDocument();
  });
});
