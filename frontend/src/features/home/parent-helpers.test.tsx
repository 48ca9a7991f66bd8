import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { ParentHelpers } from './parent-helpers';
import { WIDGETS_STORAGE_KEY } from './widget-store';

const activeList = () => screen.getByRole('list', { name: 'Your Active Widgets' });
const availableList = () => screen.queryByRole('list', { name: 'Available Widgets' });
const widgetTitles = (list: HTMLElement) => within(list).queryAllByRole('heading').map((h) => h.textContent?.replace(/^\S+\s/, ''));

describe('Parent Helpers', () => {
  it('Show Widgets reveals weather, ice cream and transport as active; toilet and games as available', async () => {
    const user = userEvent.setup();
    renderWithApp(<ParentHelpers />);
    expect(screen.queryByText('Your Active Widgets')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show Widgets' }));
    expect(screen.getByRole('button', { name: 'Hide Widgets' })).toHaveAttribute('aria-expanded', 'true');
    expect(widgetTitles(activeList())).toEqual(['Weather', 'Ice Cream Finder', 'Transport Times']);
    expect(within(availableList()!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '🚻Toilets NearbyAdd',
      '🎲Quick GamesAdd',
    ]);
    // Three active: no Add Widget tile. Sample content is labelled as such.
    expect(screen.queryByRole('button', { name: /Add Widget/ })).not.toBeInTheDocument();
    expect(within(activeList()).getByText('24°C')).toBeInTheDocument();
    expect(within(activeList()).getAllByText(/Sample data/).length).toBeGreaterThan(0);
  });

  it('toggling moves a widget between the lists, shows the Add Widget tile below 3, and is remembered', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<ParentHelpers />);
    await user.click(screen.getByRole('button', { name: 'Show Widgets' }));
    await user.click(screen.getByRole('button', { name: 'Remove Weather' }));

    expect(widgetTitles(activeList())).toEqual(['Ice Cream Finder', 'Transport Times']);
    expect(within(availableList()!).getByText('Weather')).toBeInTheDocument();
    const addTile = screen.getByRole('button', { name: /Add Widget/ });
    expect(addTile).toHaveAttribute('aria-disabled', 'true');
    expect(addTile).toHaveAccessibleDescription('Coming soon');

    await user.click(screen.getByRole('button', { name: 'Add Quick Games' }));
    expect(widgetTitles(activeList())).toEqual(['Ice Cream Finder', 'Transport Times', 'Quick Games']);
    expect(JSON.parse(localStorage.getItem(WIDGETS_STORAGE_KEY) ?? '{}')).toMatchObject({ weather: false, games: true });

    first.unmount();
    renderWithApp(<ParentHelpers />);
    await user.click(screen.getByRole('button', { name: 'Show Widgets' }));
    expect(widgetTitles(activeList())).toEqual(['Ice Cream Finder', 'Transport Times', 'Quick Games']);
    expect(within(availableList()!).getByText('Weather')).toBeInTheDocument();
  });
});
