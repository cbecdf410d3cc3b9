import { mountStandaloneSection } from '@site/platform';
import HomePage from './exposes/home-page';

mountStandaloneSection('home', { HomePage });
