import './jsdom-polyfills.cjs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, TOAST_DURATION_MS, useToastStore } from 'shared-ui';
import { TOAST_EXIT_MS, Toaster } from '../Toaster';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    render(<Toaster />);

    act(() => void toast({ title: 'Review published', description: 'Thanks for sharing your experience.' }));
    act(() => void toast({ title: 'Signed out', variant: 'success' }));

    const toasts = screen.getAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Signed out');
    expect(screen.queryByText('Review published')).not.toBeInTheDocument();
  });

  it(`dismisses itself after ${TOAST_DURATION_MS} ms and then leaves the store`, () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Profile updated', variant: 'success' }));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');

    act(() => jest.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');

    act(() => jest.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('does not dismiss while the pointer rests on it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Password changed' }));
    const item = screen.getByRole('status');

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(item).toHaveAttribute('data-state', 'open');

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(item).toHaveAttribute('data-state', 'closed');
  });

  it('closes with its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Sign out failed', description: 'An error occurred during sign out', variant: 'destructive' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right of 50 px, not by a shorter one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Welcome back!', description: 'You have been signed in successfully.' }));
    const item = screen.getByRole('status');

    fireEvent.pointerDown(item, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 140, pointerId: 1 });
    expect(item).toHaveAttribute('data-state', 'open');

    fireEvent.pointerDown(item, { button: 0, clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(item, { clientX: 150, pointerId: 2 });
    fireEvent.pointerUp(item, { clientX: 150, pointerId: 2 });
    expect(item).toHaveAttribute('data-state', 'closed');
  });

  it('announces toasts in a labelled region that F8 focuses from anywhere', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Signed out', variant: 'success' }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();

    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });

    expect(region()).toHaveFocus();
    expect(region()).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('marks destructive toasts for assertive announcement', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Sign out failed', variant: 'destructive' }));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });
});
