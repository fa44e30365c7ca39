import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastRegion } from '../toast-region';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, toast, useToastStore } from 'shared-ui/contract';
import { Toaster } from 'shared-ui/contract';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [], used: false });
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
/** The toasts on screen: the items of the region's list. */
const items = () => region().querySelectorAll('li');
const item = () => items()[0] as HTMLElement;

describe('ToastRegion', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    render(<ToastRegion />);

    act(() => void toast({ title: 'Review published', description: 'Thanks for sharing your experience.' }));
    act(() => void toast({ title: 'Signed out', variant: 'success' }));

    expect(items()).toHaveLength(1);
    expect(item()).toHaveTextContent('Signed out');
    expect(screen.queryByText('Review published')).not.toBeInTheDocument();
  });

  it(`dismisses itself after ${TOAST_DURATION_MS} ms and then leaves the store`, () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Profile updated', variant: 'success' }));

    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(item()).toHaveAttribute('data-state', 'open');

    act(() => void jest.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);

    act(() => void jest.advanceTimersByTime(TOAST_EXIT_MS));
    expect(items()).toHaveLength(0);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('does not dismiss while the pointer rests on the region', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Password changed' }));

    fireEvent.pointerMove(region(), { pointerType: 'mouse' });
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(item()).toHaveAttribute('data-state', 'open');

    fireEvent.pointerLeave(region(), { pointerType: 'mouse' });
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(useToastStore.getState().toasts[0]?.open ?? false).toBe(false);
  });

  it('closes with its close button', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Sign out failed', description: 'An error occurred during sign out', variant: 'destructive' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    act(() => void jest.advanceTimersByTime(TOAST_EXIT_MS));
    expect(items()).toHaveLength(0);
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Welcome back!', description: 'You have been signed in successfully.' }));

    fireEvent.pointerDown(item(), { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item(), { clientX: 120, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item(), { clientX: 150, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(item(), { clientX: 150, clientY: 10, pointerId: 1 });
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);

    fireEvent.pointerDown(item(), { button: 0, clientX: 100, clientY: 10, pointerId: 2 });
    fireEvent.pointerMove(item(), { clientX: 120, clientY: 10, pointerId: 2 });
    fireEvent.pointerMove(item(), { clientX: 151, clientY: 10, pointerId: 2 });
    fireEvent.pointerUp(item(), { clientX: 151, clientY: 10, pointerId: 2 });
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('keeps toasts in a labelled region that F8 focuses from anywhere', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastRegion />
      </>,
    );
    act(() => void toast({ title: 'Signed out', variant: 'success' }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    expect(region().contains(document.activeElement)).toBe(true);
  });

  it('announces a failure assertively and other news politely', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Sign out failed', variant: 'destructive' }));
    act(() => void jest.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');

    act(() => void toast({ title: 'Signed out', variant: 'success' }));
    act(() => void jest.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('Toaster', () => {
  it('puts nothing on the page until the first toast, then the region with it, to stay', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => void toast({ title: 'Review published', variant: 'success' }));
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(await screen.findByText('Review published')).toBeInTheDocument();
    act(() => useToastStore.setState({ toasts: [] }));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
