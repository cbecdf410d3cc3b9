/** @jest-environment node */
import { pageStylesheetOf } from './page-stylesheet';

const HOME = {
  globals: [{ name: 'vars', css: ':root{--a:1}' }],
  rules: [
    { id: 'card', css: '.css-card{padding:8px}' },
    { id: 'button', css: '.css-button{color:red}' },
  ],
};
const PRICING = {
  globals: [
    { name: 'vars', css: ':root{--a:1}' },
    { name: 'fade', css: '@keyframes fade{}' },
  ],
  rules: [
    { id: 'price', css: '.css-price{margin:0}' },
    { id: 'button', css: '.css-button{color:red}' },
  ],
};

describe("a generation's stylesheet", () => {
  it('holds each global style, then each class, once, in the order the pages first used them', () => {
    const stylesheet = pageStylesheetOf([HOME, PRICING]);
    expect(stylesheet.globals).toEqual(['vars', 'fade']);
    expect(stylesheet.ids).toEqual(['card', 'button', 'price']);
    expect(stylesheet.css).toBe(
      ':root{--a:1}@keyframes fade{}.css-card{padding:8px}.css-button{color:red}.css-price{margin:0}',
    );
  });

  it('is named by its text: the same pages give the same file, other rules another', () => {
    const first = pageStylesheetOf([HOME, PRICING]);
    expect(first.file).toMatch(/^[0-9a-f]{20}\.css$/);
    expect(pageStylesheetOf([HOME, PRICING]).file).toBe(first.file);
    expect(pageStylesheetOf([PRICING, HOME]).file).not.toBe(first.file);
    expect(pageStylesheetOf([HOME]).file).not.toBe(first.file);
  });
});
