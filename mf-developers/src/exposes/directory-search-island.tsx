/** Island of /developers: the search box, skill filter and order. */
export { DirectorySearch as default } from '../features/directory/components/directory-search';
