// Matchers like toBeInTheDocument, added by jest.after-env.jsdom.cjs at run time.
/// <reference types="@testing-library/jest-dom" />
