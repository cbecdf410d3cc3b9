import { configure } from '@testing-library/react';

// A sent form waits on msw and a re-render; on a busy shared machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5_000 });
