require('@testing-library/jest-dom');
// findBy*/waitFor resolve as soon as the thing shows, so a longer ceiling costs a passing test nothing; the default
// 1 s failed component tests whose first Chakra render took longer on a loaded 2-core machine (a cold swc cache,
// two jest workers, PostgreSQL beside them). A test that must see something quickly asserts with its own timeout.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
