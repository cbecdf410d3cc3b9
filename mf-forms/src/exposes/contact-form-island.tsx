/** `./ContactForm`: the contact form, the island of the static ContactSection. */
export { ContactForm as default } from '../features/contact/components/contact-form';
