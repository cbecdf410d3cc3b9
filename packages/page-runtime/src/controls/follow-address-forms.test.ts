import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { followAddressForms } from './follow-address-forms';

let stop: () => void;
let told: string[];
const tell = () => told.push(`${window.location.search}`);
beforeEach(() => {
  window.history.replaceState(null, '', '/developers');
  stop = followAddressForms();
  told = [];
  window.addEventListener(ISLAND_ADDRESS_CHANGED_EVENT, tell);
  document.body.innerHTML = `
    <form data-address-form data-resets="page" action="/developers" method="get">
      <input type="search" name="q" aria-label="Search developers">
      <select name="skill" aria-label="Skill"><option value="">All skills</option><option>Power BI</option></select>
      <select name="sort" data-default="rating" aria-label="Sort by"><option>rating</option><option>price-low</option></select>
    </form>
`;
});
afterEach(() => {
  window.removeEventListener(ISLAND_ADDRESS_CHANGED_EVENT, tell);
  stop();
  document.body.innerHTML = '';
});

const search = () => document.querySelector('input') as HTMLInputElement;
const skill = () => document.querySelectorAll('select')[0] as HTMLSelectElement;
const sort = () => document.querySelectorAll('select')[1] as HTMLSelectElement;

function type(text: string): void {
  search().value = text;
  search().dispatchEvent(new Event('input', { bubbles: true }));
}

function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('followAddressForms', () => {
  it('writes typing into the address in place, and a pick as a new entry, dropping the page and defaults', () => {
    window.history.replaceState(null, '', '/developers?page=3');
    const entries = window.history.length;
    type('power');
    expect(window.location.search).toBe('?q=power');
    expect(window.history.length).toBe(entries);
    pick(skill(), 'Power BI');
    expect(window.location.search).toBe('?q=power&skill=Power+BI');
    expect(window.history.length).toBe(entries + 1);
    pick(sort(), 'price-low');
    pick(sort(), 'rating');
    expect(window.location.search).toBe('?q=power&skill=Power+BI');
    expect(told).toEqual([
      '?q=power',
      '?q=power&skill=Power+BI',
      '?q=power&skill=Power+BI&sort=price-low',
      '?q=power&skill=Power+BI',
    ]);
  });

  it('adds nothing when a change leaves the address as it was, and keeps the page from reloading on Enter', () => {
    const entries = window.history.length;
    pick(sort(), 'rating');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.history.length).toBe(entries);
    expect(told).toEqual([]);
  });

  it('writes the address back into the fields when another island or Back changes it', () => {
    type('power');
    pick(skill(), 'Power BI');
    window.history.replaceState(null, '', '/developers?sort=price-low');
    window.dispatchEvent(new Event(ISLAND_ADDRESS_CHANGED_EVENT));
    expect([search().value, skill().value, sort().value]).toEqual(['', '', 'price-low']);
    window.history.replaceState(null, '', '/developers?q=ada');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect([search().value, skill().value, sort().value]).toEqual(['ada', '', 'rating']);
  });
});
