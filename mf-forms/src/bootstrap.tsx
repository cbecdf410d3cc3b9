import { mountStandaloneSection } from '@site/platform';
import ContactSection from './exposes/contact-section';
import DemoPage from './exposes/demo-page';
import FormSentPage from './exposes/form-sent-page';

mountStandaloneSection('forms', { ContactSection, DemoPage, FormSentPage });
