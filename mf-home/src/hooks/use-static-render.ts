/** The home page's parts ask the platform whether they are being written as static HTML. */
export { useStaticRender } from '@site/platform';
