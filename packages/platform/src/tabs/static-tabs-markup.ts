/**
 * How a tab list written as plain HTML says what it is, read by the script that switches it
 * (switch-static-tabs.ts, inline in every server page's head). The list carries the address
 * parameter that keeps the chosen tab (`data-static-tabs="tab"`), each tab its value there.
 */
export const STATIC_TABS_ATTRIBUTE = 'data-static-tabs';
export const TAB_VALUE_ATTRIBUTE = 'data-tab-value';
