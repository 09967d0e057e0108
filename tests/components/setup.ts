import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cacheComputedStyleUntilTheDocumentChanges } from './computedStyleCache';
import { silenceExpectedConsoleOutput } from './expectedConsoleOutput';

silenceExpectedConsoleOutput();
cacheComputedStyleUntilTheDocumentChanges(window);

// Every wait is tied to its condition; the ceiling only says when a condition will never come. It is generous so a machine
// twice as slow as this one (issue 28: two parallel runs on 2 cores) still passes; no test passes its own shorter timeout.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
