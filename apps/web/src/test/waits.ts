import { configure } from '@testing-library/react';

// A screen loads lazily, and the first test of a file that opens it waits while its modules are transformed: seconds
// on a busy 2-core machine, far past Testing Library's 1 s. `findBy` waits for what a person would see, so the bound is
// only how long to wait before calling it missing; a test that finds it sooner goes on at once.
configure({ asyncUtilTimeout: 10_000 });
