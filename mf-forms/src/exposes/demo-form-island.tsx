/** `./DemoForm`: the demo booking form, the island of the static DemoPage. */
export { DemoForm as default } from '../features/demo/components/demo-form';
