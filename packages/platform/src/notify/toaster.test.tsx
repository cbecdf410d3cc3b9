import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify, toastStore } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  jest.useFakeTimers();
  for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
});
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('shows one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'First' });
      notify({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
  });

  it('closes itself after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('marks a destructive toast as an alert', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('F8 focuses the toast area', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByTestId('toast-region')).toHaveFocus();
  });

  it('a swipe right past 50 px dismisses; a shorter one does not', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Swipe me' });
    });
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('the close button dismisses', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Close me' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Close me')).not.toBeInTheDocument();
  });
});
