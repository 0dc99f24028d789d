/**
 * The routes a test already running needs to finish: its saves, its end and its texts in another language
 * (`/api/<family>/tests/save`, `.../end`, `.../texts`),
 * by the route the router chose (its pattern, not the raw address). A family switched off while learners are in
 * a test stops new tests, sign-ins and everything else at once, but those tests may still save and end, as the
 * modes' running tests do when their server switch goes off (issue 25 item 7): nobody loses the answers given.
 */
const RUNNING_TEST_ROUTE = /^\/api\/[^/]+\/tests\/(save|end|texts)$/;

export function finishesRunningTest(routeUrl: string | undefined): boolean {
  return typeof routeUrl === 'string' && RUNNING_TEST_ROUTE.test(routeUrl);
}
