import {
  CONTACT_INTENT_MESSAGE_LIMIT,
  contactHref,
  contactOptionFor,
  intentAbout,
  isEmptyIntent,
  readContactIntent,
} from './contact-intent';
import { SERVICE_NEEDED_OPTIONS } from './options';
import { PRODUCT_NAMES } from './products';

function intentOf(href: string) {
  return readContactIntent(new URL(href, 'https://example.test').searchParams);
}

describe('contact intents', () => {
  it('is the plain contact address without an intent', () => {
    expect(contactHref()).toBe('/#contact');
  });

  it('travels in the address and comes back as it was sent', () => {
    const intent = {
      service: 'Invoice & Expense Tracker' as const,
      message: "I'd like the Supplier Invoice Register template (£195).",
      newsletter: true,
    };
    const href = contactHref(intent);
    expect(href).toMatch(/^\/\?service=Invoice%20%26%20Expense%20Tracker&message=.+&newsletter=1#contact$/);
    expect(intentOf(href)).toEqual(intent);
  });

  it('finds the option of every service name, and of the products that have one, whatever the case', () => {
    for (const option of SERVICE_NEEDED_OPTIONS) expect(contactOptionFor(option.toUpperCase())).toBe(option);
    expect(contactOptionFor(PRODUCT_NAMES.riskManager)).toBe('Risk Management Suite');
    expect(contactOptionFor(PRODUCT_NAMES.complianceDocs)).toBeUndefined();
    expect(contactOptionFor('Free Pizza')).toBeUndefined();
  });

  it("names a service's option when the form lists one, and always the first line", () => {
    expect(intentAbout('Customer Portal', 'Hello.')).toEqual({ service: 'Customer Portal', message: 'Hello.' });
    expect(intentAbout(PRODUCT_NAMES.complianceDocs, 'Hello.')).toEqual({ message: 'Hello.' });
  });

  it('reads a typed deep link leniently and ignores what it cannot use', () => {
    expect(intentOf('/?service=customer+portal&newsletter=yes')).toEqual({
      service: 'Customer Portal',
      newsletter: true,
    });
    expect(intentOf('/?service=Risk%20Manager')).toEqual({ service: 'Risk Management Suite' });
    expect(intentOf('/?service=Cheese&newsletter=0&message=%20%20')).toEqual({});
    expect(isEmptyIntent(intentOf('/?utm_source=mail'))).toBe(true);
  });

  it('keeps one clean line of a message, cut to its limit', () => {
    expect(intentOf(`/?message=${encodeURIComponent('First line\nsecond line')}`).message).toBe('First line');
    expect(intentOf(`/?message=${encodeURIComponent('a\u0000b')}`).message).toBe('ab');
    expect(intentOf(`/?message=${'x'.repeat(500)}`).message).toHaveLength(CONTACT_INTENT_MESSAGE_LIMIT);
  });
});
