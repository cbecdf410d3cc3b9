/** `./LoadErrorReloading`: a home list's "Try again" on the server's static page. */
export { LoadErrorReloading as default } from '../components/load-error-reloading';
