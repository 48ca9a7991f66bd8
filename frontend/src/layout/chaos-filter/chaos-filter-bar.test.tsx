import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { ChaosFilterBar } from './chaos-filter-bar';
import { ChaosFilterProvider } from './chaos-filter-context';
import { activeFilterCount, appliedMessage, EMPTY_CHAOS_FILTER, loadChaosFilter } from './chaos-filter-state';

function renderBar() {
  return renderWithApp(
    <ChaosFilterProvider>
      <p>Page content</p>
      <ChaosFilterBar />
    </ChaosFilterProvider>,
  );
}

describe('Chaos Filter', () => {
  it('counts age groups, park types and the three flags', () => {
    expect(activeFilterCount(EMPTY_CHAOS_FILTER)).toBe(0);
    expect(activeFilterCount({ ageGroups: ['baby', 'toddler'], parkTypes: ['splash'], hasParking: true, hasToilets: false, hasCoffee: true })).toBe(5);
    expect(appliedMessage(3)).toBe('3 filters applied!');
    expect(appliedMessage(0)).toBe('Filters cleared!');
  });

  it('toggles filters with a badge and toasts, clears them, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderBar();
    const button = screen.getByRole('button', { name: 'Chaos Filter' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Chaos Filter' });
    await user.click(await within(dialog).findByRole('button', { name: 'Toddler (1–3)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Splash pad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Coffee' }));
    expect(within(dialog).getByRole('button', { name: 'Splash pad' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('3 filters applied!')).toBeInTheDocument();
    expect(screen.getByTestId('chaos-filter-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Chaos Filter, 3 active' })).toBeInTheDocument();
    expect(loadChaosFilter()).toEqual({ ageGroups: ['toddler'], parkTypes: ['splash'], hasParking: false, hasToilets: false, hasCoffee: true });

    await user.click(within(dialog).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Filters cleared!')).toBeInTheDocument();
    expect(screen.queryByTestId('chaos-filter-badge')).not.toBeInTheDocument();
    expect(loadChaosFilter()).toEqual(EMPTY_CHAOS_FILTER);
  });

  it('closes on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Chaos Filter' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('Page content'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chaos Filter' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chaos Filter' })).toHaveFocus();
  });

  it('ignores tampered storage', () => {
    localStorage.setItem('kah.chaosFilter', JSON.stringify({ ageGroups: ['baby', 'dragon'], parkTypes: 'x', hasParking: 'yes' }));
    expect(loadChaosFilter()).toEqual({ ...EMPTY_CHAOS_FILTER, ageGroups: ['baby'] });
    localStorage.setItem('kah.chaosFilter', '{not json');
    expect(loadChaosFilter()).toEqual(EMPTY_CHAOS_FILTER);
  });
});
