/** Island of /developers: one page of results, following the address. */
export { DirectoryResults as default } from '../features/directory/components/directory-results';
