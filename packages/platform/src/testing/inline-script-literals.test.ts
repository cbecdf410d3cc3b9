import { literalsMissingFromInlineScript } from './inline-script-literals';

function control(): string {
  return document.documentElement.getAttribute('data-theme') ?? 'dark';
}

describe('literalsMissingFromInlineScript', () => {
  it('names the literals the inline control does not spell as quoted strings', () => {
    expect(literalsMissingFromInlineScript(control, ['data-theme', 'dark'])).toEqual([]);
    expect(literalsMissingFromInlineScript(control, ['data-theme', 'data-mode', 'them'])).toEqual([
      'data-mode',
      'them',
    ]);
  });
});
