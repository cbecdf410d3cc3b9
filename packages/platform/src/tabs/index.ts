export { switchStaticTabs } from '@site/page-runtime';
export { type StaticTab, StaticTabs } from './static-tabs';
export { STATIC_TABS_ATTRIBUTE, TAB_VALUE_ATTRIBUTE } from './static-tabs-markup';
