/**
 * The island of /get-apps: the solutions where the list was not there when the server wrote the
 * page (still loading, or the read failed). In the browser it loads the list, or offers the retry,
 * and shows the cards. A page whose list the server read has no island.
 */
export { SolutionsList as default } from '../features/get-apps/components/solutions-grid';
