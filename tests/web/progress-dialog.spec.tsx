/**
 * The dialogs a parent waits in ('Analyzing Your Book', 'Generating profile') share one climbing bar
 * (web/src/components/progress-dialog.tsx): it climbs on the domain's curve while open, has no close
 * button, and each opening starts again from 0.
 */
import { act, screen } from '@testing-library/react';
import { AnalyzingDialog, PROGRESS_TICK_MS } from '../../web/src/features/analysis/components/analyzing-dialog.js';
import { renderWithProviders } from './support/render.js';

const percentShown = () => screen.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow');

describe('the analysis progress dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('climbs +8, +8, +8, +5 per tick, offers no close button, and starts from 0 when opened again', async () => {
    const view = renderWithProviders(<AnalyzingDialog opened detail="Reading the cover" />);
    expect(screen.getByRole('dialog', { name: 'Analyzing Your Book' })).toBeTruthy();
    expect(percentShown()).toBe('0');
    for (const expected of ['8', '16', '24', '32', '37']) {
      act(() => jest.advanceTimersByTime(PROGRESS_TICK_MS));
      expect(percentShown()).toBe(expected);
    }
    expect(screen.queryByRole('button')).toBeNull(); // nothing to close it with: the answer closes it

    view.rerender(<AnalyzingDialog opened={false} detail="Reading the cover" />);
    act(() => jest.advanceTimersByTime(PROGRESS_TICK_MS * 3)); // no ticks while closed
    view.rerender(<AnalyzingDialog opened detail="Reading the cover" />);
    expect(percentShown()).toBe('0');
    act(() => jest.advanceTimersByTime(PROGRESS_TICK_MS));
    expect(percentShown()).toBe('8');
  });
});
