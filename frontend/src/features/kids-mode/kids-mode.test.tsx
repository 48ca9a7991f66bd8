import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { KIDS_MODE_BODY_CLASS, KIDS_MODE_STORAGE_KEY } from './kids-mode-store';
import { KidsModeSwitch } from './kids-mode-switch';

afterEach(() => {
  document.body.classList.remove(KIDS_MODE_BODY_CLASS);
});

function fakeAudio() {
  const oscillator = {
    type: 'sine',
    frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
    onended: null,
  };
  const gain = { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  const created: unknown[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    constructor() {
      created.push(this);
    }
    createOscillator() {
      return oscillator;
    }
    createGain() {
      return gain;
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { oscillator, created };
}

describe('Kids mode switch', () => {
  it('turns kids mode on and off: body class, localStorage "kidsMode", and a chirp only when turned on', async () => {
    const audio = fakeAudio();
    const user = userEvent.setup();
    renderWithApp(<KidsModeSwitch />);
    const toggle = screen.getByRole('switch', { name: /Kids mode/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.body).not.toHaveClass(KIDS_MODE_BODY_CLASS);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.body).toHaveClass(KIDS_MODE_BODY_CLASS);
    expect(localStorage.getItem(KIDS_MODE_STORAGE_KEY)).toBe('true');
    expect(audio.oscillator.start).toHaveBeenCalledTimes(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.body).not.toHaveClass(KIDS_MODE_BODY_CLASS);
    expect(localStorage.getItem(KIDS_MODE_STORAGE_KEY)).toBe('false');
    expect(audio.oscillator.start).toHaveBeenCalledTimes(1);
  });

  it('comes back on after a reload when it was left on', () => {
    localStorage.setItem(KIDS_MODE_STORAGE_KEY, 'true');
    renderWithApp(<KidsModeSwitch />);
    expect(screen.getByRole('switch', { name: /Kids mode/ })).toHaveAttribute('aria-checked', 'true');
    expect(document.body).toHaveClass(KIDS_MODE_BODY_CLASS);
  });

  it('still switches on where Web Audio is missing', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const user = userEvent.setup();
    renderWithApp(<KidsModeSwitch />);
    await user.click(screen.getByRole('switch', { name: /Kids mode/ }));
    expect(document.body).toHaveClass(KIDS_MODE_BODY_CLASS);
  });
});
