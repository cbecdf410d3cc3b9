/** `./GetStartedButton`: the developers band's 'Get Started Today'. */
export { GetStartedButton as default } from '../features/developers/components/get-started-button';
