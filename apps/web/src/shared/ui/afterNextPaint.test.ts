import { describe, expect, it, vi } from "vitest";
import { afterNextPaint, type PaintScheduler } from "./afterNextPaint.ts";

function fakeScheduler() {
  const frames = new Map<number, () => void>();
  const tasks = new Map<number, () => void>();
  let next = 1;
  const scheduler: PaintScheduler = {
    requestAnimationFrame: (callback) => (frames.set(next, callback), next++),
    cancelAnimationFrame: (handle) => frames.delete(handle),
    setTimeout: (callback) => (tasks.set(next, callback), next++) as unknown as ReturnType<typeof setTimeout>,
    clearTimeout: (handle) => tasks.delete(handle as unknown as number),
  };
  const run = (queue: Map<number, () => void>) => {
    const callbacks = [...queue.values()];
    queue.clear();
    for (const callback of callbacks) callback();
  };
  return { scheduler, paintFrame: () => run(frames), runTasks: () => run(tasks) };
}

describe("afterNextPaint", () => {
  it("calls back in a task after the next frame, not in the frame before the paint", () => {
    const { scheduler, paintFrame, runTasks } = fakeScheduler();
    const callback = vi.fn();
    afterNextPaint(callback, scheduler);
    runTasks();
    expect(callback).not.toHaveBeenCalled();
    paintFrame();
    expect(callback).not.toHaveBeenCalled();
    runTasks();
    expect(callback).toHaveBeenCalledOnce();
  });

  it("never calls back once cancelled, before or after the frame", () => {
    const beforeFrame = fakeScheduler();
    const first = vi.fn();
    afterNextPaint(first, beforeFrame.scheduler)();
    beforeFrame.paintFrame();
    beforeFrame.runTasks();
    expect(first).not.toHaveBeenCalled();

    const afterFrame = fakeScheduler();
    const second = vi.fn();
    const cancel = afterNextPaint(second, afterFrame.scheduler);
    afterFrame.paintFrame();
    cancel();
    afterFrame.runTasks();
    expect(second).not.toHaveBeenCalled();
  });
});
