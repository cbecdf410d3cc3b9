import { mountStandaloneSection } from '@site/platform';
import ContactSection from './exposes/contact-section';
import DemoPage from './exposes/demo-page';

mountStandaloneSection('forms', { ContactSection, DemoPage });
