import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { SiteFooter } from '../site-footer';

describe('site footer', () => {
  it("has the spec's links in order", () => {
    renderWithApp(<SiteFooter />);
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/parks', '/events', '/cinema', '/cultural', '/about', '/contact', '/submit-tip', '/faq', '/privacy-policy', '/terms-of-service',
    ]);
  });

  it('validates the email in the browser with a clear message and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<SiteFooter />);
    const input = screen.getByLabelText('Email address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'mum@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes once, disabling the button while the request runs, then confirms', async () => {
    let release!: () => void;
    const mock = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse({ message: "You're subscribed!", alreadySubscribed: false }));
      }),
    );
    vi.stubGlobal('fetch', mock);
    const user = userEvent.setup();
    renderWithApp(<SiteFooter />);
    await user.type(screen.getByLabelText('Email address'), '  Mum@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const busy = screen.getByRole('button', { name: 'Subscribing…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(mock).toHaveBeenCalledTimes(1);
    const [url, init] = mock.mock.calls[0]!;
    expect(String(url)).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'Mum@Example.com' });
    release();
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed!");
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's message when subscribing fails, never a fake success", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ message: 'Something went wrong. Please try again.' }, 500)));
    const user = userEvent.setup();
    renderWithApp(<SiteFooter />);
    await user.type(screen.getByLabelText('Email address'), 'dad@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
    expect(screen.queryByText("You're subscribed!")).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('dad@example.com');
  });
});
