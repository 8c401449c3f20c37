// Imported first by the tests of a build with the widget showcase: webpack defines this flag in such builds.
(globalThis as { __BACKOFFICE_SHOWCASE__?: boolean }).__BACKOFFICE_SHOWCASE__ = true;
