// PGlite opens in 3-5 s per worker on a warm machine and far longer on a cold one (swc cache empty, WASM compiled
// for the first time, two workers). `testTimeout` in this project's config is ignored when the root config runs it
// as one of its `projects` (there it is a global option), so the time-out is set here, where jest always applies it.
jest.setTimeout(120_000);
