import { eventHandlerAttributes, inlineElements, isRunnableScript } from './inline-elements';

describe('inlineElements', () => {
  it('reads each inline script and style in document order, with its type, as a browser does', () => {
    const html =
      '<head><style>.a{}</style><script>run()</script><script type="application/json">{"a":1}</script>' +
      '<script type=\'speculationrules\'>{}</script><script src="/main.js"></script></head>' +
      "<body><script>var tag='<style>';</script><style>.b{}</style></body>";
    expect(inlineElements(html)).toEqual([
      { tag: 'style', type: '', text: '.a{}' },
      { tag: 'script', type: '', text: 'run()' },
      { tag: 'script', type: 'application/json', text: '{"a":1}' },
      { tag: 'script', type: 'speculationrules', text: '{}' },
      { tag: 'script', type: '', text: '' },
      { tag: 'script', type: '', text: "var tag='<style>';" },
      { tag: 'style', type: '', text: '.b{}' },
    ]);
  });

  it('counts as runnable a script with a body a browser runs or acts on, and no data or file', () => {
    const runnable = inlineElements(
      '<script>a()</script><script type="module">b()</script><script type="speculationrules">{}</script>' +
        '<script type="application/ld+json">{}</script><script src="/x.js"></script><style>.a{}</style>',
    ).map(isRunnableScript);
    expect(runnable).toEqual([true, true, true, false, false, false]);
  });
});

describe('eventHandlerAttributes', () => {
  it('finds on*= attributes as the HTML parser reads them, and nothing in values, text or scripts', () => {
    expect(eventHandlerAttributes('<img src="/a.png" onerror="x()"><svg/onload=y()><a href="/"onclick=z>')).toEqual([
      'onerror',
      'onload',
      'onclick',
    ]);
    expect(
      eventHandlerAttributes(
        '<p title="a onclick=b">turn on=off</p><script>el.onclick = f</script><img alt=\'x onload=y\'>',
      ),
    ).toEqual([]);
  });
});
