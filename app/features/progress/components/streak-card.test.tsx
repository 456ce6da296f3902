import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/test/render';
import { StreakCard } from './streak-card';

describe('Daily Streak card', () => {
  it('says how many days in a row, with no button once today has a recording', () => {
    renderWithProviders(<StreakCard streaks={{ current: 3, best: 5, activeToday: true }} />);
    expect(screen.getByText("You've spoken for 3 days in a row!")).toBeInTheDocument();
    expect(screen.getByText('Your longest streak is 5 days')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Record Now/ })).toBeNull();
  });

  it("asks to record today and links to '/' when nothing was recorded today", () => {
    renderWithProviders(<StreakCard streaks={{ current: 0, best: 1, activeToday: false }} />);
    expect(screen.getByText('Record today to start your streak!')).toBeInTheDocument();
    expect(screen.getByText('Your longest streak is 1 day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Streak → Record Now' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("says 'Keep It Going' when a streak is above 0 and today is still empty", () => {
    renderWithProviders(<StreakCard streaks={{ current: 2, best: 2, activeToday: false }} />);
    expect(screen.getByRole('link', { name: 'Keep It Going → Record Now' })).toBeInTheDocument();
  });
});
