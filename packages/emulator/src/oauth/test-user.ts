/** The test user signed in when a flow names none. */
export const DEFAULT_TEST_USER = 'testuser_baykit';
