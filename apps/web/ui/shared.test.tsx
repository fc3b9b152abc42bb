import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
import { CONFIRM_DEFAULTS, LOADING_OVERLAY, UI_LIMITS } from '@/lib/constants';
import { confirm, settleConfirm, useConfirmRequest } from './confirm';
import { LoadingOverlay } from './LoadingOverlay';
import { finishProgress, progressAt, startProgress, useProgress } from './progress';
import { canReloadNow, isChunkLoadError, RELOAD_GUARD_KEY, reloadOnce } from './reloadOnce';
import { dismiss, notify, subscribeToasts, toast, type Toast } from '@/lib/toast';

function ProgressProbe() {
  const { visible, value } = useProgress();
  return <output data-visible={visible}>{value}</output>;
}

function ConfirmProbe() {
  const request = useConfirmRequest();
  return request ? (
    <div>
      <h2>{request.title}</h2>
      <p>{request.message}</p>
      <button type="button" onClick={() => settleConfirm(false)}>{request.cancelText}</button>
      <button type="button" onClick={() => settleConfirm(true)}>{request.confirmText}</button>
    </div>
  ) : null;
}

describe('reload once with the 60 s guard', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads the first time and remembers when', () => {
    const reload = vi.fn();
    expect(reloadOnce(1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 s, and does after', () => {
    const reload = vi.fn();
    reloadOnce(1_000_000, reload);
    expect(reloadOnce(1_000_000 + UI_LIMITS.reloadGuardMs - 1, reload)).toBe(false);
    expect(canReloadNow(1_000_000 + UI_LIMITS.reloadGuardMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(canReloadNow(1_000_000 + UI_LIMITS.reloadGuardMs)).toBe(true);
    expect(reloadOnce(1_000_000 + UI_LIMITS.reloadGuardMs, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises failed chunk loads only', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('top progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    finishProgress();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('stays hidden when the work ends within the 200 ms throttle', () => {
    render(<ProgressProbe />);
    act(() => startProgress());
    act(() => vi.advanceTimersByTime(UI_LIMITS.progressThrottleMs - 10));
    expect(screen.getByRole('status')).toHaveAttribute('data-visible', 'false');
    act(() => finishProgress());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveAttribute('data-visible', 'false');
  });

  it('runs from 0 towards 100 over 5000 ms, reaches 100 and hides 500 ms after finishing', () => {
    render(<ProgressProbe />);
    act(() => startProgress());
    act(() => vi.advanceTimersByTime(UI_LIMITS.progressThrottleMs + 1));
    expect(screen.getByRole('status')).toHaveAttribute('data-visible', 'true');
    act(() => vi.advanceTimersByTime(2000));
    const midway = Number(screen.getByRole('status').textContent);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    act(() => finishProgress());
    expect(screen.getByRole('status').textContent).toBe('100');
    act(() => vi.advanceTimersByTime(UI_LIMITS.progressHideDelayMs - 1));
    expect(screen.getByRole('status')).toHaveAttribute('data-visible', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-visible', 'false');
  });

  it('progress by time reaches 100 at the 5000 ms duration', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(UI_LIMITS.progressDurationMs / 2)).toBeGreaterThan(50);
    expect(progressAt(UI_LIMITS.progressDurationMs)).toBe(100);
    expect(progressAt(UI_LIMITS.progressDurationMs * 2)).toBe(100);
  });
});

describe('confirm dialog', () => {
  it('defaults to 提示 / 取消 / 确定 and resolves with the choice', async () => {
    render(<ConfirmProbe />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('Remove this item?');
    });
    expect(screen.getByRole('heading')).toHaveTextContent(CONFIRM_DEFAULTS.title);
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_DEFAULTS.confirm }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Leave?', message: 'Unsaved changes', cancelText: 'Stay', confirmText: 'Leave' });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Leave?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('queues a second request until the first is settled', async () => {
    render(<ConfirmProbe />);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = confirm('First');
      second = confirm('Second');
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_DEFAULTS.cancel }));
    await expect(first).resolves.toBe(false);
    expect(screen.getByText('Second')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_DEFAULTS.confirm }));
    await expect(second).resolves.toBe(true);
  });
});

describe('loading overlay', () => {
  it("shows 'Loading...', 12 bars in #409EFF at 50 px, text 20 px, on 70 percent black", () => {
    const { container } = render(<LoadingOverlay />);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveTextContent(LOADING_OVERLAY.text);
    expect(overlay.style.background).toBe('rgba(0, 0, 0, 0.7)');
    const spinner = container.querySelector('.loading-spinner') as HTMLElement;
    expect(spinner.querySelectorAll('i')).toHaveLength(12);
    expect(spinner.style.width).toBe('50px');
    expect(spinner.style.color).toBe('rgb(64, 158, 255)');
    const text = screen.getByText(LOADING_OVERLAY.text);
    expect(text.style.fontSize).toBe('20px');
  });

  it('is hidden when not active and takes other text', () => {
    const { rerender } = render(<LoadingOverlay active={false} />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    rerender(<LoadingOverlay text="Uploading..." />);
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Uploading...');
  });
});

describe('toasts', () => {
  it('last 2000 ms by default; type 1 success, type 2 warning', () => {
    vi.useFakeTimers();
    let shown: Toast[] = [];
    const stop = subscribeToasts((list) => (shown = list));
    toast.success('Saved');
    const id = notify('Careful', 2);
    expect(shown.map((t) => [t.message, t.type, t.duration])).toEqual([
      ['Saved', 1, UI_LIMITS.toastMs],
      ['Careful', 2, UI_LIMITS.toastMs],
    ]);
    vi.advanceTimersByTime(UI_LIMITS.toastMs - 1);
    expect(shown).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown).toHaveLength(0);
    dismiss(id);
    stop();
    vi.useRealTimers();
  });
});
