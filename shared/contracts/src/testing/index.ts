/**
 * Test tables shared by a form's test and its API route's test (import from '@backoffice/contracts/testing', never
 * from app code): one list of mistakes both sides must refuse with the same message.
 */
export * from './menu-rules-once';
export * from './prompt-refusals';
export * from './settings-refusals';
export * from './shop-rules-once';
