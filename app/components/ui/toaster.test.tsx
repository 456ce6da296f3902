import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '@app/lib/toast';
import { Toaster } from './toaster';

describe('Toaster (spec 9)', () => {
  it('moves focus to the toasts with F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'Your analysis is saved.' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('closes a toast swiped right past 50 px', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me', description: 'Right.' });
    });
    const item = screen.getByText('Swipe me').closest('li') as HTMLElement;
    fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 40, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 90, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 90, clientY: 10, pointerId: 1 });
    expect(item).toHaveAttribute('data-state', 'closed');
  });

  it('shows a success toast for 3 s and an error for 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Done', variant: 'success' });
    });
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('Done').closest('li')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Done')).toBeNull();

    act(() => {
      toast({ title: 'Failed', variant: 'destructive' });
    });
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Failed').closest('li')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Failed')).toBeNull();
  });
});
