/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { usePageMeta } from '../page/use-page-meta';
import { newServerPageFacts, ServerPageProvider, useNotFoundStatus, useStructuredData } from './server-page';
import { useRenderedOnServer } from './use-rendered-on-server';

function MissingThing() {
  usePageMeta('Nothing here', 'It does not exist.');
  useNotFoundStatus();
  useStructuredData('thing', { '@type': 'Thing', name: 'Nothing' });
  return <p>{useRenderedOnServer() ? 'rendered on the server' : 'rendered in the browser'}</p>;
}

describe('a page telling the server renderer about itself', () => {
  it('records its title, description, status and structured data while it renders', () => {
    const facts = newServerPageFacts();
    const html = renderToString(
      <ServerPageProvider facts={facts}>
        <MemoryRouter initialEntries={['/x']}>
          <MissingThing />
        </MemoryRouter>
      </ServerPageProvider>,
    );
    expect(html).toContain('rendered on the server');
    expect(facts).toEqual({
      status: 404,
      title: 'Nothing here',
      description: 'It does not exist.',
      structuredData: new Map([['thing', { '@type': 'Thing', name: 'Nothing' }]]),
    });
  });
});
