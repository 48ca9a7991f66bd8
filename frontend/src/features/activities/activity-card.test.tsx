import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeActivity } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { FAVORITES_STORAGE_KEY } from '../favorites/favorites-store';
import { ActivityCard } from './activity-card';

function renderCard(overrides: Parameters<typeof makeActivity>[0] = {}) {
  const activity = makeActivity(overrides);
  const view = renderWithApp(<ActivityCard activity={activity} />);
  return { ...view, activity, card: screen.getByRole('article', { name: activity.title }) };
}

describe('ActivityCard', () => {
  it('truncates opening hours to 30 characters followed by "..."', () => {
    const { card } = renderCard({ openingHoursText: 'Mon-Fri 9:00am-5:00pm, Sat 8:00am-6:00pm' });
    expect(within(card).getByText('Mon-Fri 9:00am-5:00pm, Sat 8:0...')).toBeInTheDocument();
  });

  it('keeps short opening hours unchanged', () => {
    const { card } = renderCard({ openingHoursText: 'Open 24 hours' });
    expect(within(card).getByText('Open 24 hours')).toBeInTheDocument();
  });

  it('shows at most 3 tags', () => {
    const { card } = renderCard({ tags: ['outdoor', 'free', 'toddler-friendly', 'picnic', 'nature'] });
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['outdoor', 'free', 'toddler-friendly']);
    expect(within(card).queryByText('picnic')).not.toBeInTheDocument();
  });

  it('shows a FREE badge for free activities', () => {
    const { card } = renderCard({ isFree: true, priceText: 'Free' });
    expect(within(card).getByText('FREE')).toBeInTheDocument();
  });

  it('shows the price text instead of FREE for paid activities', () => {
    const { card } = renderCard({ isFree: false, price: 25, priceText: '$25 per child' });
    expect(within(card).getByText('$25 per child')).toBeInTheDocument();
    expect(within(card).queryByText('FREE')).not.toBeInTheDocument();
  });

  it('shows the title, location, ages line and a View Details link', () => {
    const { card, activity } = renderCard();
    expect(within(card).getByRole('heading', { name: activity.title })).toBeInTheDocument();
    expect(within(card).getByText('Sydney Olympic Park')).toBeInTheDocument();
    expect(within(card).getByText('Ages: 2-12 years')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/activity/${activity.id}`);
  });

  it('labels each facility icon', () => {
    const { card } = renderCard();
    const facilities = within(card).getByRole('list', { name: 'Facilities' });
    for (const label of ['Toilets', 'Baby change', 'Parking', 'Wheelchair access', 'Seating']) {
      expect(within(facilities).getByRole('img', { name: label })).toBeInTheDocument();
    }
    expect(within(facilities).getByRole('img', { name: 'Public transport: Train to Olympic Park' })).toBeInTheDocument();
    expect(within(facilities).queryByRole('img', { name: 'Shade' })).not.toBeInTheDocument();
  });

  it('swaps to the type fallback image when the photo fails to load', () => {
    const { card } = renderCard({ type: 'cinema', imageUrl: 'https://images.example.com/broken.jpg' });
    const photo = within(card).getByRole('img', { name: 'Photo of Bicentennial Park Playground' });
    expect(photo).toHaveAttribute('src', 'https://images.example.com/broken.jpg');
    fireEvent.error(photo);
    expect(within(card).getByRole('img', { name: 'Movies illustration' })).toHaveAttribute(
      'src',
      '/images/fallback/cinema.svg',
    );
  });

  it('uses the koala placeholder for types without their own fallback', () => {
    const { card } = renderCard({ type: 'beach', imageUrl: null });
    expect(within(card).getByRole('img', { name: 'Beaches illustration' })).toHaveAttribute(
      'src',
      '/images/fallback/default.svg',
    );
  });

  it('toggles the favourite, stores the whole activity and toasts', async () => {
    const user = userEvent.setup();
    const { card, activity } = renderCard();
    const heart = within(card).getByRole('button', { name: `Add ${activity.title} to favorites` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(await screen.findByText('Added to favorites! 🌟')).toBeInTheDocument();
    const unheart = within(card).getByRole('button', { name: `Remove ${activity.title} from favorites` });
    expect(unheart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual([activity]);

    await user.click(unheart);
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual([]);
    expect(within(card).getByRole('button', { name: `Add ${activity.title} to favorites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the heart as pressed for an activity already saved', () => {
    const activity = makeActivity();
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([activity]));
    renderWithApp(<ActivityCard activity={activity} />);
    expect(screen.getByRole('button', { name: `Remove ${activity.title} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
