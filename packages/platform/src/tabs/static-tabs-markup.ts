/**
 * How a tab list written as plain HTML says what it is, read by the script that switches it
 * (`switchStaticTabs` of `@site/page-runtime`, inline in every server page's head). The list carries the address
 * parameter that keeps the chosen tab (`data-static-tabs="tab"`), each tab its value there.
 */
export { STATIC_TABS_ATTRIBUTE, TAB_VALUE_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
