import { beforeEach } from 'vitest';
import { describeBrowsers } from './browser';

/**
 * When a journey's test fails, print what the browser showed and met (its address, its text, the page
 * errors, failed requests and server errors of the last moments): a failure in CI then says more than the
 * locator that timed out.
 */
beforeEach((context) => {
  context.onTestFailed(async () => {
    console.error(`--- the browser when "${context.task.name}" failed ---\n${await describeBrowsers()}`);
  });
});
