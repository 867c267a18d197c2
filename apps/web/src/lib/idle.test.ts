import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, useIdle, whenIdle } from './idle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it("asks the browser's idle callback, with the timeout, and cancels it", () => {
    const request = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task);
    expect(request).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('runs the task after the next paint in a browser without idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await waitFor(() => expect(task).toHaveBeenCalledOnce());
  });
});

describe('useIdle', () => {
  it('turns true once the browser has been idle', async () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits while it is not enabled', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useIdle(enabled), { initialProps: { enabled: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current).toBe(true));
  });
});
