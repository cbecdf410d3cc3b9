/**
 * The island of /apps: the catalogue where the list was not there when the server wrote the page
 * (still loading, or the read failed). In the browser it loads the list, or offers the retry, and
 * shows the cards. A page whose list the server read has no island, and sends no script for its cards.
 */
export { AppsCatalogue as default } from '../features/catalogue/components/apps-catalogue';
